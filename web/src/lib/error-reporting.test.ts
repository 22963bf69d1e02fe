import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  initErrorReporting,
  reportError,
  reportingAllowed,
  setErrorReporter,
} from './error-reporting';

afterEach(() => setErrorReporter(null));

describe('error reporting', () => {
  it('is allowed only with a DSN and never from localhost origins', () => {
    expect(reportingAllowed('https://key@sentry.example/1', 'app.aplauso.com')).toBe(true);
    expect(reportingAllowed(null, 'app.aplauso.com')).toBe(false);
    expect(reportingAllowed('https://key@sentry.example/1', 'localhost')).toBe(false);
    expect(reportingAllowed('https://key@sentry.example/1', 'demo.localhost')).toBe(false);
  });

  it('stays off (and drops reports) without a DSN', async () => {
    await initErrorReporting(null, 'app.aplauso.com', 'test');
    const reporter = vi.fn();
    reportError(new Error('lost'));
    setErrorReporter(reporter);
    expect(reporter).not.toHaveBeenCalled();
  });

  it('passes the component stack to the reporter', () => {
    const reporter = vi.fn();
    setErrorReporter(reporter);
    const error = new Error('boom');
    reportError(error, { componentStack: '\n    at Broken' });
    expect(reporter).toHaveBeenCalledWith(error, { componentStack: '\n    at Broken' });
  });
});
