// Custom analytics (ANA-4): the editor's form and its checks, a view's words (dimension, period,
// group names) and the total as a dashboard tile reads it.
import type { TFunction } from 'i18next';

import type { Role } from '@/api/types';

import type { AnalyticsKpi } from '../api/analytics';
import type {
  AnalyticsView,
  AnalyticsViewGroup,
  AnalyticsViewInput,
  ShareRole,
  ViewChart,
  ViewDimension,
  ViewPeriod,
} from '../api/custom-views';

import { groupLabel } from './groups';

/** Who may use custom analytics: leaders and admins. */
export const CUSTOM_VIEWERS: readonly Role[] = ['leader', 'admin'];

export const DIMENSIONS = [
  'department',
  'site',
  'group',
  'program',
  'value',
  'seniority',
  'age',
  'country',
  'contract_type',
  'gender',
] as const;

/** Dimensions where a person (or a recognition) is in each of their groups (groups may
 *  overlap). */
export const OVERLAPPING: readonly ViewDimension[] = ['group', 'program', 'value'];
/** Dimensions a view may filter by (a value groups recognitions, not people). */
export type FilterDimension = Exclude<ViewDimension, 'value'>;
/** A view's filters: the keys kept per dimension. The server filters by every dimension but
 *  value (api AnalyticsViewFilters does not list contract_type and gender yet). */
type ViewFilters = Partial<Record<FilterDimension, string[]>>;
export const FILTERABLE: readonly FilterDimension[] = DIMENSIONS.filter(
  (d): d is FilterDimension => d !== 'value',
);
export const NAME_MAX = 120;

export type ViewFormValues = {
  name: string;
  metric: string;
  dimension: ViewDimension;
  period: ViewPeriod;
  chart: ViewChart;
  filters: Record<ViewDimension, string[]>;
  shared_with: ShareRole[];
};

const noFilters = (): Record<ViewDimension, string[]> => ({
  department: [],
  site: [],
  group: [],
  program: [],
  value: [],
  seniority: [],
  age: [],
  country: [],
  contract_type: [],
  gender: [],
});

/** The form of a saved view, or of a new one (the first metric, by department, 90 days, bars). */
export function viewFormFrom(view: AnalyticsView | null, firstMetric = ''): ViewFormValues {
  if (!view) {
    return {
      name: '',
      metric: firstMetric,
      dimension: 'department',
      period: '90d',
      chart: 'bar',
      filters: noFilters(),
      shared_with: [],
    };
  }
  const filters = noFilters();
  const saved: ViewFilters = view.filters;
  for (const dimension of FILTERABLE) filters[dimension] = [...(saved[dimension] ?? [])];
  return {
    name: view.name,
    metric: view.metric,
    dimension: view.dimension,
    period: view.period,
    chart: view.chart,
    filters,
    shared_with: [...view.shared_with],
  };
}

/** The request of a form: only the dimensions with kept keys; shared_with only when the person
 *  may share (a leader sends none). */
export function toViewInput(values: ViewFormValues, canShare: boolean): AnalyticsViewInput {
  const filters: ViewFilters = {};
  for (const dimension of FILTERABLE) {
    const kept = values.filters[dimension];
    if (kept.length > 0) filters[dimension] = kept;
  }
  const input: AnalyticsViewInput = {
    name: values.name.trim(),
    metric: values.metric,
    dimension: values.dimension,
    filters,
    period: values.period,
    chart: values.chart,
  };
  if (canShare) input.shared_with = values.shared_with;
  return input;
}

/** The editor's checks (field → glossary key). */
export function validateViewForm(values: ViewFormValues): Partial<Record<string, string>> {
  const problems: Partial<Record<string, string>> = {};
  const name = values.name.trim();
  if (!name) problems.name = 'analytics.custom.editor.problem.nameRequired';
  else if (name.length > NAME_MAX) problems.name = 'analytics.custom.editor.problem.nameTooLong';
  if (!values.metric) problems.metric = 'analytics.custom.editor.problem.metricRequired';
  return problems;
}

/** The form field a server error about `field` belongs to (`filters.site` → `filters`). */
export function formFieldOf(field: string): keyof ViewFormValues | undefined {
  const head = field.split('.')[0] ?? field;
  const known: readonly string[] = [
    'name',
    'metric',
    'dimension',
    'period',
    'chart',
    'filters',
    'shared_with',
  ];
  return known.includes(head) ? (head as keyof ViewFormValues) : undefined;
}

/** A group's name: a department's, site's, group's or program's own, a band or "none" in words, a country's name. */
export function viewGroupLabel(
  t: TFunction,
  language: string,
  dimension: ViewDimension,
  key: string,
  name: string | null,
): string {
  if (key === 'unknown' && dimension !== 'seniority' && dimension !== 'age') {
    return t(`analytics.equity.none.${dimension}`);
  }
  return groupLabel(t, language, dimension, key, name);
}

/** The total row as a dashboard tile (KpiTile) reads it. */
export function totalAsKpi(metric: string, total: AnalyticsViewGroup): AnalyticsKpi {
  return {
    metric,
    current: { value: total.value, status: 'ok', respondents: null, interval: total.interval },
    previous: { value: total.previous, status: 'ok', respondents: null, interval: null },
    significant: total.significant,
  };
}
