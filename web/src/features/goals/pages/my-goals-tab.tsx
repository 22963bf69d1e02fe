import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useListPaging } from '@/components/data/use-list-paging';
import { useAppStore } from '@/stores/app-store';

import { goalsQueryOptions, setWeightsMutation } from '../api/goals';
import { GoalList } from '../components/goal-list';
import { PeriodPicker, type PeriodValue } from '../components/period-picker';
import { WeightsPanel } from '../components/weights-panel';
import { presetPeriod } from '../lib/periods';

const startPeriod = (): PeriodValue => ({
  preset: 'thisQuarter',
  ...(presetPeriod('thisQuarter') ?? { from: '', to: '' }),
});

/** "Mis objetivos": the goals the person owns or co-owns in the chosen period, and the weights
 *  panel of that period (GOA-4). */
export function MyGoalsTab() {
  const { t } = useTranslation();
  const me = useAppStore((state) => state.me.data);
  const [period, setPeriod] = useState<PeriodValue>(startPeriod);
  const { page, perPage, setPage, controls } = useListPaging(20);
  const filters = { period_from: period.from, period_to: period.to };
  const list = useQuery(goalsQueryOptions('mine', filters, page, perPage));
  const weights = useMutation(setWeightsMutation());
  // The weights belong to the goals the person owns (co-owned ones weigh in their owner's).
  const owned = (list.data?.items ?? []).filter((goal) => goal.owner.id === me?.id);
  return (
    <Stack spacing={2}>
      <PeriodPicker
        label={t('goals.filters.period')}
        value={period}
        onChange={(next) => {
          setPage(0);
          setPeriod(next);
        }}
      />
      {me && owned.length > 0 && period.from && period.to ? (
        <WeightsPanel
          title={t('goals.weights.mineTitle')}
          editable
          items={owned.map((goal) => ({ id: goal.id, title: goal.title, weight: goal.weight }))}
          onSave={(next) =>
            weights.mutateAsync({
              owner_id: me.id,
              period_from: period.from,
              period_to: period.to,
              weights: next.map((item) => ({ goal_id: item.id, weight: item.weight })),
            })
          }
        />
      ) : null}
      <GoalList
        query={list}
        perPage={perPage}
        controls={controls}
        empty={{ title: t('goals.page.empty.mine'), body: t('goals.page.emptyBody.mine') }}
      />
    </Stack>
  );
}
