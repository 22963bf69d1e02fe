// The tabs of `/surveys` beyond the person's lists: "Respuestas a mis comentarios" (SUR-17,
// `?state=replies`) when they have threads or the address asks for it, and "Mi equipo" (SUR-18,
// `?state=team`, `&survey=<id>` for one survey) for leaders. Their panels (extra-tab-panel.tsx)
// load when opened.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';

import { myRepliesQueryOptions } from '../api/replies';
import { teamSurveysQueryOptions } from '../api/team';

export type ExtraTab = 'replies' | 'team';
export const EXTRA_TABS: readonly ExtraTab[] = ['replies', 'team'];

export const isExtraTab = (value: string | null): value is ExtraTab =>
  EXTRA_TABS.some((entry) => entry === value);

const LABELS = { replies: 'surveys.replies.tab', team: 'surveys.team.tab' } as const;

/** The extra tabs to show, each with its label, given the tab the address asks for. A leader is
 *  whoever GET /surveys/team answers with surveys; its 403 not_a_leader (or any refusal) only
 *  hides the tab. */
export function useExtraTabs(asked: string | null): { value: ExtraTab; label: string }[] {
  const { t } = useTranslation();
  const replies = useQuery(myRepliesQueryOptions());
  const team = useQuery(teamSurveysQueryOptions());
  const refused = team.isError && toApiError(team.error).status !== null;
  const shown: ExtraTab[] = [];
  if ((replies.data?.length ?? 0) > 0 || asked === 'replies') shown.push('replies');
  if ((team.data?.length ?? 0) > 0 || (asked === 'team' && !refused)) shown.push('team');
  return shown.map((value) => ({ value, label: t(LABELS[value]) }));
}
