// Live updates from the server (GET /api/live, Server-Sent Events). A stream opens with a
// one-use ticket (the bearer token never goes into a URL); when it drops, a new ticket opens a
// new stream that resumes from the last event seen (lastEventId), after a growing pause.
// Events are hints: the stream's own "notification" (one of yours arrived), "post" (a new post in
// the feed) and "ready" (the stream is open; anything missed meanwhile has just been told), and
// hints named after what changed for the person, which the modules that listen to them declare
// in their manifests (`liveHints`, lib/modules/manifest.ts): nothing here names a module.

/** The stream's own events, whatever modules there are. */
export const CORE_LIVE_EVENTS = ['ready', 'notification', 'post'] as const;

/** An event's name: one of the stream's own, or a module's hint. (A hint's name is written
 *  backquoted: in plain quotes the glossary check would take a dotted name such as
 *  `surveys.pending` for a text's key.) */
export type LiveEventType = string;

/** Pauses before reconnecting, in order; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** The part of EventSource this code uses (tests pass a fake). */
export type EventSourceLike = {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
};

export type LiveEventsOptions = {
  /** A fresh one-use ticket (POST /api/live/ticket). */
  ticket: () => Promise<string>;
  /** The modules' hints to subscribe to besides the stream's own events. */
  hints?: readonly string[];
  onEvent: (type: LiveEventType, data: { id?: number }) => void;
  /** Whether a stream is open; polling stands in while it is not. */
  onConnected?: (connected: boolean) => void;
  open?: (url: string) => EventSourceLike;
  schedule?: (run: () => void, ms: number) => () => void;
};

/** Keeps a stream open until the returned function is called. */
export function connectLiveEvents({
  ticket,
  hints = [],
  onEvent,
  onConnected = () => undefined,
  open = (url) => new EventSource(url),
  schedule = (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
}: LiveEventsOptions): () => void {
  let stopped = false;
  let source: EventSourceLike | null = null;
  let cancelPause: (() => void) | null = null;
  let lastEventId = '';
  let failures = 0;
  const types = [...new Set<string>([...CORE_LIVE_EVENTS, ...hints])];

  const retry = () => {
    if (stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)] ?? 30_000;
    failures += 1;
    cancelPause = schedule(() => void connect(), delay);
  };

  const connect = async () => {
    let pass: string;
    try {
      pass = await ticket();
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket: pass });
    if (lastEventId) query.set('lastEventId', lastEventId);
    const stream = open(`/api/live?${query.toString()}`);
    source = stream;
    for (const type of types) {
      stream.addEventListener(type, (event) => {
        if (event.lastEventId) lastEventId = event.lastEventId;
        if (type === 'ready') {
          failures = 0;
          onConnected(true);
        }
        let data: { id?: number } = {};
        try {
          data = JSON.parse(event.data) as { id?: number };
        } catch {
          // A hint without data is still a hint.
        }
        onEvent(type, data);
      });
    }
    // The ticket is used up: the browser's own reconnection would be refused, so every drop
    // closes this stream and opens a new one with a new ticket.
    stream.onerror = () => {
      stream.close();
      if (source === stream) source = null;
      onConnected(false);
      retry();
    };
  };

  void connect();
  return () => {
    stopped = true;
    cancelPause?.();
    source?.close();
    source = null;
    onConnected(false);
  };
}
