import { describe, expect, it } from 'vitest';

import { toHostAnalyticsChange, validateAnalyticsId } from './analytics-id-schema';

describe('a host analytics id', () => {
  it('takes G- and 4 to 20 letters or digits, in any case, or nothing', () => {
    for (const id of ['G-ABC123XYZ9', ' g-abcd ', 'G-12345678901234567890', '']) {
      expect(validateAnalyticsId({ analytics_id: id })).toEqual({});
    }
    for (const id of ['UA-1234-5', 'G-ABC', 'G-123456789012345678901', 'G-AB CD', 'GABC1234']) {
      expect(validateAnalyticsId({ analytics_id: id })).toEqual({
        analytics_id: 'orgSettings.hosts.errors.idInvalid',
      });
    }
  });

  it('is sent trimmed and upper-cased; empty clears it', () => {
    expect(toHostAnalyticsChange('demo.localhost', { analytics_id: ' g-abc123 ' })).toEqual({
      host: 'demo.localhost',
      analytics_id: 'G-ABC123',
    });
    expect(toHostAnalyticsChange('demo.localhost', { analytics_id: '  ' })).toEqual({
      host: 'demo.localhost',
      analytics_id: null,
    });
  });
});
