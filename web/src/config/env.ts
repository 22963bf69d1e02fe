// Build-time settings, read once from import.meta.env and validated here. Nothing else reads env.

export type AppEnv = {
  /** API base, without a trailing slash (default `/api`). */
  apiBaseUrl: string;
  /** Default GA4 measurement id, used when the host's branding has none. */
  gaDefaultId: string | null;
  /** Sentry DSN; error reporting is off when null. */
  sentryDsn: string | null;
  /** Session-recording script URL; recording is off when null. */
  sessionRecordingSrc: string | null;
  mode: string;
};

type RawEnv = Record<string, string | undefined>;

const GA_ID = /^G-[A-Z0-9]+$/;

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Parses raw build-time variables; invalid optional values are dropped with a warning. */
export function parseEnv(raw: RawEnv): AppEnv {
  const apiBaseUrl = (optional(raw.VITE_API_BASE_URL) ?? '/api').replace(/\/+$/, '');
  let gaDefaultId = optional(raw.VITE_GA_DEFAULT_ID);
  if (gaDefaultId && !GA_ID.test(gaDefaultId)) {
    console.warn(`VITE_GA_DEFAULT_ID "${gaDefaultId}" is not a GA4 id; analytics stays local.`);
    gaDefaultId = null;
  }
  let sessionRecordingSrc = optional(raw.VITE_SESSION_RECORDING_SRC);
  if (sessionRecordingSrc && !isHttpUrl(sessionRecordingSrc)) {
    console.warn('VITE_SESSION_RECORDING_SRC is not an http(s) URL; session recording is off.');
    sessionRecordingSrc = null;
  }
  return {
    apiBaseUrl: apiBaseUrl || '/api',
    gaDefaultId,
    sentryDsn: optional(raw.VITE_SENTRY_DSN),
    sessionRecordingSrc,
    mode: raw.MODE ?? 'production',
  };
}

export const env: AppEnv = parseEnv(import.meta.env);
