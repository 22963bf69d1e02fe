// Analytics adapter. Page views are queued until the measurement id is known (branding's
// analytics_id, else the build-time default); then GA4 receives them, or, with no id at all,
// they are only recorded in memory. Every adapter records its calls in `pageViews`.

export type PageView = { path: string; at: number };

export type AnalyticsBackend = { pageView: (path: string) => void };

export type Analytics = {
  /** Records a page view of `path` (sent once the adapter is configured). */
  pageView: (path: string) => void;
  /** Chooses the backend: GA4 for an id, the in-memory no-op for null. Only the first call counts. */
  configure: (measurementId: string | null) => void;
  readonly pageViews: readonly PageView[];
  readonly measurementId: string | null;
  readonly configured: boolean;
};

export type AnalyticsOptions = {
  /** Creates the GA4 backend; replaced in tests. */
  createGa4?: (measurementId: string) => AnalyticsBackend;
  now?: () => number;
};

export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const now = options.now ?? Date.now;
  const pageViews: PageView[] = [];
  const queue: string[] = [];
  let backend: AnalyticsBackend | null = null;
  let measurementId: string | null = null;
  let configured = false;

  return {
    pageView(path) {
      pageViews.push({ path, at: now() });
      if (backend) backend.pageView(path);
      else if (!configured) queue.push(path);
    },
    configure(id) {
      if (configured) return;
      configured = true;
      measurementId = id;
      if (id && options.createGa4) {
        backend = options.createGa4(id);
        for (const path of queue.splice(0)) backend.pageView(path);
      }
      queue.length = 0;
    },
    get pageViews() {
      return pageViews;
    },
    get measurementId() {
      return measurementId;
    },
    get configured() {
      return configured;
    },
  };
}

/** The host's id when branding has one, else the default property, else none. */
export function pickMeasurementId(
  brandingId: string | null | undefined,
  defaultId: string | null,
): string | null {
  return brandingId?.trim() || defaultId || null;
}
