// GA4 backend: loads gtag.js (a module-created script element, no inline script) and sends
// `page_view` events by hand. Turned off, it sets GA's documented opt-out flag
// (`window['ga-disable-<id>'] = true`), so gtag.js itself sends nothing more.
import type { AnalyticsBackend } from './analytics';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export function createGa4Backend(measurementId: string): AnalyticsBackend {
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag =
    window.gtag ??
    function gtag() {
      // gtag.js reads the Arguments object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });

  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.onerror = () => console.warn('Analytics script could not be loaded');
  document.head.appendChild(script);

  const disableFlag = `ga-disable-${measurementId}`;
  return {
    setEnabled(enabled) {
      (window as unknown as Record<string, unknown>)[disableFlag] = !enabled;
    },
    pageView(path) {
      gtag('event', 'page_view', {
        send_to: measurementId,
        page_path: path,
        page_location: window.location.origin + path,
        page_title: document.title,
      });
    },
  };
}
