// A fake server behind the app's HTTP client: answers by "METHOD /path".
import { setTransport, type Transport, type TransportRequest } from '@/api/client';

export type FakeReply =
  { status: number; body?: unknown; headers?: Record<string, string> } | 'network';
export type FakeRoutes = Record<
  string,
  FakeReply | ((request: TransportRequest) => FakeReply | Promise<FakeReply>)
>;

export function ok(data: unknown): FakeReply {
  return { status: 200, body: { success: true, data } };
}

export function fail(status: number, code: string, error = 'Error'): FakeReply {
  return { status, body: { success: false, error, code } };
}

/** A transport answering from `routes` (404 for anything else); `onRequest` sees each request. */
export function fakeTransport(
  routes: FakeRoutes,
  onRequest: (request: TransportRequest) => void = () => undefined,
): Transport {
  return async (request) => {
    onRequest(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply =
      typeof route === 'function' ? await route(request) : (route ?? fail(404, 'not_found'));
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const headers = new Map(
      Object.entries(reply.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    return {
      status: reply.status,
      header: (name) => headers.get(name.toLowerCase()) ?? null,
      data: reply.body,
    };
  };
}

/** Installs the fake; returns the list of requests seen ("GET /org/settings"). */
export function installFakeApi(routes: FakeRoutes): string[] {
  const seen: string[] = [];
  setTransport(fakeTransport(routes, (request) => seen.push(`${request.method} ${request.path}`)));
  return seen;
}
