import { afterEach, describe, expect, it } from 'vitest';

import { createGa4Backend } from './ga4';

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
  document.head.innerHTML = '';
});

describe('GA4 backend', () => {
  it('loads gtag.js from a script element and sends page_view events', () => {
    const backend = createGa4Backend('G-TEST1');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1');
    backend.pageView('/login');
    const calls = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls[1]).toEqual(['config', 'G-TEST1', { send_page_view: false }]);
    expect(calls[2]?.slice(0, 2)).toEqual(['event', 'page_view']);
    expect(calls[2]?.[2]).toMatchObject({ page_path: '/login', send_to: 'G-TEST1' });
  });

  it("turned off, sets GA's opt-out flag for its id; turned on, clears it", () => {
    const backend = createGa4Backend('G-TEST2');
    const flags = window as unknown as Record<string, unknown>;
    backend.setEnabled(false);
    expect(flags['ga-disable-G-TEST2']).toBe(true);
    backend.setEnabled(true);
    expect(flags['ga-disable-G-TEST2']).toBe(false);
    delete flags['ga-disable-G-TEST2'];
  });
});
