import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useListPaging } from '@/components/data/use-list-paging';

import { goalsQueryOptions } from '../api/goals';
import { GoalList } from '../components/goal-list';

/** "Mi equipo": the goals of the people whose leader chain reaches the viewer. */
export function TeamTab() {
  const { t } = useTranslation();
  const { page, perPage, controls } = useListPaging(20);
  const list = useQuery(goalsQueryOptions('team', {}, page, perPage));
  return (
    <GoalList
      query={list}
      perPage={perPage}
      controls={controls}
      empty={{ title: t('goals.page.empty.team'), body: t('goals.page.emptyBody.team') }}
    />
  );
}
