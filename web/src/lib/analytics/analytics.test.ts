import { describe, expect, it, vi } from 'vitest';

import { createAnalytics, pickMeasurementId, type AnalyticsOptions } from './analytics';

function setUp(options: AnalyticsOptions = {}) {
  const backend = { pageView: vi.fn(), setEnabled: vi.fn() };
  const createGa4 = vi.fn(() => backend);
  const analytics = createAnalytics({ createGa4, now: () => 5, ...options });
  return { analytics, backend, createGa4 };
}

describe('analytics adapter (ADR 0085)', () => {
  it('records page views in memory and loads nothing when the host has no id', () => {
    const { analytics, createGa4 } = setUp();
    analytics.pageView('/login');
    analytics.setMeasurementId(null);
    analytics.setPersonMeasured(true);
    analytics.pageView('/');
    expect(analytics.pageViews).toEqual([
      { path: '/login', at: 5 },
      { path: '/', at: 5 },
    ]);
    expect(createGa4).not.toHaveBeenCalled();
    expect(analytics.state).toBe('off');
  });

  it('queues page views until the id and the choice are known, then creates GA4 once and flushes', () => {
    const { analytics, backend, createGa4 } = setUp();
    analytics.pageView('/');
    analytics.setPersonMeasured(true);
    analytics.pageView('/profile');
    expect(createGa4).not.toHaveBeenCalled();
    expect(analytics.state).toBe('pending');
    analytics.setMeasurementId('G-HOST123');
    expect(createGa4).toHaveBeenCalledWith('G-HOST123');
    analytics.pageView('/news');
    expect(backend.pageView.mock.calls).toEqual([['/'], ['/profile'], ['/news']]);
    analytics.setMeasurementId('G-OTHER');
    analytics.setPersonMeasured(true);
    expect(createGa4).toHaveBeenCalledTimes(1);
    expect(analytics.measurementId).toBe('G-HOST123');
  });

  it('waits for the choice after the id too', () => {
    const { analytics, backend, createGa4 } = setUp();
    analytics.pageView('/');
    analytics.setMeasurementId('G-HOST123');
    expect(createGa4).not.toHaveBeenCalled();
    analytics.setPersonMeasured(true);
    expect(backend.pageView.mock.calls).toEqual([['/']]);
  });

  it('sends nothing and drops the queue for a person who opted out, or nobody signed in', () => {
    const { analytics, backend, createGa4 } = setUp();
    analytics.pageView('/login');
    analytics.setMeasurementId('G-HOST123');
    analytics.setPersonMeasured(false);
    analytics.pageView('/login');
    expect(createGa4).not.toHaveBeenCalled();
    expect(analytics.state).toBe('off');
    // Signing in later as someone measured: only what comes after is sent.
    analytics.setPersonMeasured(true);
    analytics.pageView('/');
    expect(backend.pageView.mock.calls).toEqual([['/']]);
    expect(analytics.pageViews.map((view) => view.path)).toEqual(['/login', '/login', '/']);
  });

  it('loads nothing when the browser sends Global Privacy Control', () => {
    const { analytics, createGa4 } = setUp({ globalPrivacyControl: () => true });
    analytics.pageView('/');
    analytics.setMeasurementId('G-HOST123');
    analytics.setPersonMeasured(true);
    analytics.pageView('/profile');
    expect(createGa4).not.toHaveBeenCalled();
    expect(analytics.state).toBe('off');
    expect(analytics.pageViews).toHaveLength(2);
  });

  it('turns GA off after an opt-out (or a sign-out) and back on after opting in again', () => {
    const { analytics, backend, createGa4 } = setUp();
    analytics.setMeasurementId('G-HOST123');
    analytics.setPersonMeasured(true);
    analytics.pageView('/');
    analytics.setPersonMeasured(false);
    expect(backend.setEnabled).toHaveBeenLastCalledWith(false);
    analytics.pageView('/profile/settings');
    expect(backend.pageView.mock.calls).toEqual([['/']]);
    analytics.setPersonMeasured(true);
    expect(backend.setEnabled).toHaveBeenLastCalledWith(true);
    analytics.pageView('/news');
    expect(backend.pageView.mock.calls).toEqual([['/'], ['/news']]);
    expect(createGa4).toHaveBeenCalledTimes(1);
  });
});

describe('pickMeasurementId', () => {
  it("prefers the host's id, then the default property", () => {
    expect(pickMeasurementId('G-HOST', 'G-DEFAULT')).toBe('G-HOST');
    expect(pickMeasurementId(null, 'G-DEFAULT')).toBe('G-DEFAULT');
    expect(pickMeasurementId('  ', 'G-DEFAULT')).toBe('G-DEFAULT');
    expect(pickMeasurementId(undefined, null)).toBeNull();
  });
});
