// The form of one host's GA4 property (PATCH /org/hosts): the same rule as the server's, G- and
// 4 to 20 letters or digits after trimming (any case: it is sent upper-cased); empty clears it.
import type { HostAnalyticsChange } from '../api/hosts';

export type AnalyticsIdValues = { analytics_id: string };

export const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/i;

export function validateAnalyticsId(values: AnalyticsIdValues): {
  analytics_id?: 'orgSettings.hosts.errors.idInvalid';
} {
  const id = values.analytics_id.trim();
  return id && !MEASUREMENT_ID.test(id)
    ? { analytics_id: 'orgSettings.hosts.errors.idInvalid' }
    : {};
}

export function toHostAnalyticsChange(
  host: string,
  values: AnalyticsIdValues,
): HostAnalyticsChange {
  return { host, analytics_id: values.analytics_id.trim().toUpperCase() || null };
}
