// The tabs of /complaints a person's role opens: everyone reports; the committee and the
// investigators see their cases; the committee and admins the statistics. Nobody else sees tabs.
import type { ComplaintRole } from '../api/cases';

export type ChannelTab = 'report' | 'cases' | 'statistics';

export function tabsFor(
  role: Pick<ComplaintRole, 'handler' | 'admin' | 'assigned_cases'>,
): ChannelTab[] {
  const tabs: ChannelTab[] = [];
  if (role.handler || role.assigned_cases > 0) tabs.push('cases');
  if (role.handler || role.admin) tabs.push('statistics');
  return tabs.length ? ['report', ...tabs] : [];
}
