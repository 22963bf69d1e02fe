// Error reporting adapter. Sentry is loaded (dynamic import, its own chunk) only when a DSN is
// configured at build time, and never on localhost or *.localhost origins.
import { isLocalHost } from './host';

export type ErrorContext = { componentStack?: string | null; tags?: Record<string, string> };

type Reporter = (error: unknown, context: ErrorContext) => void;

let reporter: Reporter | null = null;
let pending: Array<[unknown, ErrorContext]> = [];
let disabled = false;

/** Whether reports may leave the browser from this origin. */
export function reportingAllowed(dsn: string | null, hostname: string): boolean {
  return Boolean(dsn) && !isLocalHost(hostname);
}

/** Starts Sentry when allowed; otherwise reports are dropped. Safe to call once at start-up. */
export async function initErrorReporting(
  dsn: string | null,
  hostname: string,
  environment: string,
): Promise<void> {
  if (!reportingAllowed(dsn, hostname) || !dsn) {
    disabled = true;
    pending = [];
    return;
  }
  try {
    const Sentry = await import('@sentry/react');
    Sentry.init({ dsn, environment });
    setErrorReporter((error, context) => {
      Sentry.captureException(error, {
        contexts: context.componentStack
          ? { react: { componentStack: context.componentStack } }
          : undefined,
        tags: context.tags,
      });
    });
  } catch (error) {
    disabled = true;
    pending = [];
    console.warn('Error reporting could not start', error);
  }
}

/** Replaces the reporter (tests, or a different service). Flushes reports made before. */
export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
  disabled = next === null;
  if (next) for (const [error, context] of pending.splice(0)) next(error, context);
}

/** Reports an error with its React component stack when there is one. */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (reporter) reporter(error, context);
  else if (!disabled) pending.push([error, context]);
}
