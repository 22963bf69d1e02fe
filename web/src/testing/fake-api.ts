// A fake server behind the app's axios client: answers by "METHOD /path".
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

import { apiClient } from '@/api/client';

export type FakeReply = { status: number; body?: unknown } | 'network';
export type FakeRoutes = Record<string, FakeReply | (() => FakeReply | Promise<FakeReply>)>;

export function ok(data: unknown): FakeReply {
  return { status: 200, body: { success: true, data } };
}

export function fail(status: number, code: string, error = 'Error'): FakeReply {
  return { status, body: { success: false, error, code } };
}

/** Installs the fake; returns the list of requests seen ("GET /org/settings"). */
export function installFakeApi(routes: FakeRoutes): string[] {
  const seen: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    seen.push(key);
    const route = routes[key];
    const reply = typeof route === 'function' ? await route() : (route ?? fail(404, 'not_found'));
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = {
      status: reply.status,
      statusText: '',
      data: reply.body,
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}
