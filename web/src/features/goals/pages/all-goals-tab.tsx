import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import type { PersonRef } from '@/api/types';
import { useListPaging } from '@/components/data/use-list-paging';
import { SearchInput } from '@/components/form/search-input';
import { SelectInput } from '@/components/form/select-input';
import { PeoplePicker } from '@/components/people/people-picker';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { goalCategoriesQueryOptions, goalsQueryOptions, type GoalFilters } from '../api/goals';
import { GOAL_LEVELS, HEALTHS } from '../api/types';
import { GoalList } from '../components/goal-list';
import { PeriodPicker, type PeriodValue } from '../components/period-picker';
import { categoryName } from '../lib/category-name';
import { PERIOD_PRESETS, presetPeriod } from '../lib/periods';
import { goalsParams } from '../paths';

/** The period the address names: a preset's dates seen from today, custom dates, or none. */
function periodOf(params: URLSearchParams): PeriodValue {
  const preset = params.get(goalsParams.preset);
  const known = PERIOD_PRESETS.find((entry) => entry === preset);
  if (!known) return { preset: 'any', from: '', to: '' };
  const dates = presetPeriod(known);
  if (dates) return { preset: known, ...dates };
  return {
    preset: 'custom',
    from: params.get(goalsParams.from) ?? '',
    to: params.get(goalsParams.to) ?? '',
  };
}

/** "Todos": every goal the person may see, with filters kept in the address (period, level,
 *  category, health, owner, search). */
export function AllGoalsTab() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { page, perPage, setPage, controls } = useListPaging(20);
  const categories = useQuery(goalCategoriesQueryOptions());
  const [search, setSearch] = useState(params.get(goalsParams.q) ?? '');
  const query = useDebouncedValue(search.trim(), 300);
  const period = periodOf(params);
  const ownerId = params.get(goalsParams.owner);
  const owner: PersonRef | null = ownerId
    ? ({
        id: Number(ownerId),
        full_name: params.get(goalsParams.ownerName) ?? '',
        first_name: params.get(goalsParams.ownerName) ?? '',
        last_name: '',
      } satisfies PersonRef)
    : null;

  const update = (changes: Record<string, string | null>) => {
    setPage(0);
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  };

  const filters: GoalFilters = {
    period_from: period.from,
    period_to: period.to,
    level: params.get(goalsParams.level) ?? undefined,
    category: params.get(goalsParams.category) ?? undefined,
    health: params.get(goalsParams.health) ?? undefined,
    owner: ownerId ?? undefined,
    q: query || undefined,
  };
  const list = useQuery(goalsQueryOptions('all', filters, page, perPage));

  return (
    <Stack spacing={2}>
      <Box
        component="form"
        role="search"
        aria-label={t('goals.filters.label')}
        onSubmit={(event) => {
          event.preventDefault();
          update({ [goalsParams.q]: search.trim() || null });
        }}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <SearchInput
          id={`${id}-q`}
          label={t('goals.filters.search')}
          value={search}
          maxLength={100}
          onChange={(event) => {
            setSearch(event.target.value);
            update({ [goalsParams.q]: event.target.value.trim() || null });
          }}
        />
        <PeriodPicker
          label={t('goals.filters.period')}
          allowAny
          value={period}
          onChange={(next) =>
            update({
              [goalsParams.preset]: next.preset === 'any' ? null : next.preset,
              [goalsParams.from]: next.preset === 'custom' ? next.from : null,
              [goalsParams.to]: next.preset === 'custom' ? next.to : null,
            })
          }
        />
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          <SelectInput
            id={`${id}-level`}
            label={t('goals.filters.level')}
            value={filters.level ?? ''}
            options={[
              { value: '', label: t('goals.filters.any') },
              ...GOAL_LEVELS.map((level) => ({ value: level, label: t(`goals.level.${level}`) })),
            ]}
            onChange={(event) => update({ [goalsParams.level]: event.target.value || null })}
          />
          <SelectInput
            id={`${id}-category`}
            label={t('goals.filters.category')}
            value={filters.category ?? ''}
            options={[
              { value: '', label: t('goals.filters.any') },
              ...(categories.data ?? []).map((category) => ({
                value: String(category.id),
                label: categoryName(category, i18n.language),
              })),
            ]}
            onChange={(event) => update({ [goalsParams.category]: event.target.value || null })}
          />
          <SelectInput
            id={`${id}-health`}
            label={t('goals.filters.health')}
            value={filters.health ?? ''}
            options={[
              { value: '', label: t('goals.filters.any') },
              ...HEALTHS.map((health) => ({ value: health, label: t(`goals.health.${health}`) })),
            ]}
            onChange={(event) => update({ [goalsParams.health]: event.target.value || null })}
          />
          <PeoplePicker
            id={`${id}-owner`}
            label={t('goals.filters.owner')}
            value={owner}
            onChange={(person) =>
              update({
                [goalsParams.owner]: person ? String(person.id) : null,
                [goalsParams.ownerName]: person ? person.full_name : null,
              })
            }
          />
        </Box>
      </Box>
      <GoalList
        query={list}
        perPage={perPage}
        controls={controls}
        empty={{ title: t('goals.page.empty.all'), body: t('goals.page.emptyBody.all') }}
      />
    </Stack>
  );
}
