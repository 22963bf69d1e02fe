// Analytics adapter (ADR 0085). Every page view is recorded in memory (`pageViews`); GA4 gets
// them only when all of these hold: the host has a measurement id (branding's analytics_id,
// else the build's default; none on a private page), a person is signed in and has not opted
// out (GET /user/analytics), and the browser does not send Global Privacy Control. Until both
// the id and the person's choice are known, page views wait in a queue; a "no" drops it and
// loads nothing. A later "no" (signing out, opting out) after GA4 loaded sets GA's own opt-out
// flag and sends nothing more; a later "yes" resumes.

export type PageView = { path: string; at: number };

export type AnalyticsBackend = {
  pageView: (path: string) => void;
  /** Turns sending off (GA's `ga-disable-<id>` flag) or back on. */
  setEnabled: (enabled: boolean) => void;
};

/** `pending` until the id and the person's choice are known; then `on` (GA4 gets page views)
 *  or `off`. */
export type AnalyticsState = 'pending' | 'on' | 'off';

export type Analytics = {
  /** Records a page view of `path`; GA4 gets it while `on`, or once `on` if still pending. */
  pageView: (path: string) => void;
  /** The host's measurement id, once branding is known (null: none, or a private page). Only
   *  the first call counts: a page load reports to one property. */
  setMeasurementId: (measurementId: string | null) => void;
  /** Whether the signed-in person's page views may be measured: false when nobody is signed in
   *  or they opted out. Every call counts (sign-in, sign-out, the profile's switch). */
  setPersonMeasured: (measured: boolean) => void;
  readonly pageViews: readonly PageView[];
  readonly measurementId: string | null;
  readonly state: AnalyticsState;
};

export type AnalyticsOptions = {
  /** Creates the GA4 backend; replaced in tests. */
  createGa4?: (measurementId: string) => AnalyticsBackend;
  /** Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl`). */
  globalPrivacyControl?: () => boolean;
  now?: () => number;
};

export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const now = options.now ?? Date.now;
  const gpc = options.globalPrivacyControl ?? (() => false);
  const pageViews: PageView[] = [];
  const queue: string[] = [];
  let backend: AnalyticsBackend | null = null;
  let idKnown = false;
  let measurementId: string | null = null;
  let person: boolean | null = null;
  let state: AnalyticsState = 'pending';

  const decide = (): AnalyticsState => {
    if (gpc() || (idKnown && !measurementId) || person === false) return 'off';
    return idKnown && person ? 'on' : 'pending';
  };

  const apply = () => {
    state = decide();
    if (state === 'pending') return;
    if (state === 'off' || !measurementId || !options.createGa4) {
      queue.length = 0;
      backend?.setEnabled(false);
      return;
    }
    if (backend) backend.setEnabled(true);
    else backend = options.createGa4(measurementId);
    for (const path of queue.splice(0)) backend.pageView(path);
  };

  return {
    pageView(path) {
      pageViews.push({ path, at: now() });
      if (state === 'on') backend?.pageView(path);
      else if (state === 'pending') queue.push(path);
    },
    setMeasurementId(id) {
      if (idKnown) return;
      idKnown = true;
      measurementId = id;
      apply();
    },
    setPersonMeasured(measured) {
      person = measured;
      apply();
    },
    get pageViews() {
      return pageViews;
    },
    get measurementId() {
      return measurementId;
    },
    get state() {
      return state;
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
