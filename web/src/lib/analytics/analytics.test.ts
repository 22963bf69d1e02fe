import { describe, expect, it, vi } from 'vitest';

import { createAnalytics, pickMeasurementId } from './analytics';

describe('analytics adapter', () => {
  it('records page views in memory and sends nothing without an id', () => {
    const createGa4 = vi.fn();
    const analytics = createAnalytics({ createGa4, now: () => 5 });
    analytics.pageView('/login');
    analytics.configure(null);
    analytics.pageView('/');
    expect(analytics.pageViews).toEqual([
      { path: '/login', at: 5 },
      { path: '/', at: 5 },
    ]);
    expect(createGa4).not.toHaveBeenCalled();
    expect(analytics.configured).toBe(true);
  });

  it('queues page views until configured, then sends them to GA4', () => {
    const pageView = vi.fn();
    const createGa4 = vi.fn(() => ({ pageView }));
    const analytics = createAnalytics({ createGa4 });
    analytics.pageView('/');
    analytics.pageView('/login');
    expect(pageView).not.toHaveBeenCalled();
    analytics.configure('G-HOST123');
    expect(createGa4).toHaveBeenCalledWith('G-HOST123');
    analytics.pageView('/profile');
    expect(pageView.mock.calls).toEqual([['/'], ['/login'], ['/profile']]);
    analytics.configure('G-OTHER');
    expect(createGa4).toHaveBeenCalledTimes(1);
    expect(analytics.measurementId).toBe('G-HOST123');
  });

  it("prefers the host's id, then the default property", () => {
    expect(pickMeasurementId('G-HOST', 'G-DEFAULT')).toBe('G-HOST');
    expect(pickMeasurementId(null, 'G-DEFAULT')).toBe('G-DEFAULT');
    expect(pickMeasurementId('  ', 'G-DEFAULT')).toBe('G-DEFAULT');
    expect(pickMeasurementId(undefined, null)).toBeNull();
  });
});
