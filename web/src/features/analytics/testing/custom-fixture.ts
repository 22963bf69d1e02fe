// Custom analytics (ANA-4) as the server answers it, for the feature's tests.
import type { AnalyticsMetric } from '../api/analytics';
import type {
  AnalyticsView,
  AnalyticsViewGroup,
  AnalyticsViewOptions,
  AnalyticsViewResult,
} from '../api/custom-views';

export const customMetrics: AnalyticsMetric[] = [
  {
    id: 'participation',
    name: 'Participación',
    name_en: 'Participation',
    definition: 'Personas que enviaron o recibieron algún reconocimiento, sobre las activas.',
    definition_en: 'People who sent or received a recognition, out of the active ones.',
    sources: ['recognitions'],
    privacy: 'recognition',
    owner: 'recognition',
    unit: 'percent',
    change_test: 'proportions',
  },
  {
    id: 'recognitions_received',
    name: 'Reconocimientos recibidos',
    name_en: 'Recognitions received',
    definition: 'Reconocimientos recibidos en el periodo.',
    definition_en: 'Recognitions received in the period.',
    sources: ['recognitions'],
    privacy: 'recognition',
    owner: 'recognition',
    unit: 'count',
    change_test: 'counts',
  },
];

export function makeOptions(admin = true): AnalyticsViewOptions {
  return {
    metrics: ['participation', 'recognitions_received'],
    dimensions: ['department', 'seniority', 'age', 'country', 'contract_type', 'gender'],
    values: {
      department: [
        { key: '1', name: 'Ventas' },
        { key: '2', name: 'Operaciones' },
        { key: 'none', name: null },
      ],
      seniority: [
        { key: 'lt1', name: null },
        { key: '1-3', name: null },
      ],
      age: [{ key: '25-34', name: null }],
      country: [{ key: 'MX', name: 'MX' }],
      contract_type: [
        ...['indefinite', 'fixed_term', 'project', 'services', 'internship'].map((key) => ({
          key,
          name: null,
        })),
        { key: 'unknown', name: null },
      ],
      gender: [
        ...['female', 'male', 'non_binary', 'other'].map((key) => ({ key, name: null })),
        { key: 'unknown', name: null },
      ],
    },
    periods: ['30d', '90d', '12m'],
    charts: ['bar', 'column', 'table'],
    share_roles: admin ? ['leader'] : [],
    k: 5,
  };
}

export function makeView(overrides: Partial<AnalyticsView> = {}): AnalyticsView {
  return {
    id: 7,
    name: 'Participación por área',
    metric: 'participation',
    dimension: 'department',
    filters: {},
    period: '90d',
    chart: 'bar',
    shared_with: ['leader'],
    owner: { id: 1, name: 'Ana Admin' },
    can_edit: true,
    subscription: null,
    created_at: 1_764_000_000_000,
    updated_at: 1_764_000_000_000,
    ...overrides,
  };
}

const group = (overrides: Partial<AnalyticsViewGroup>): AnalyticsViewGroup => ({
  key: '1',
  name: 'Ventas',
  members: 12,
  value: 0.5,
  previous: 0.25,
  interval: { low: 0.25, high: 0.75 },
  significant: true,
  ...overrides,
});

export function makeResult(overrides: Partial<AnalyticsViewResult> = {}): AnalyticsViewResult {
  return {
    from: '2026-09-03',
    to: '2026-12-01',
    previous_from: '2026-06-05',
    previous_to: '2026-09-02',
    metric: 'participation',
    unit: 'percent',
    dimension: 'department',
    scope: 'organisation',
    k: 5,
    total: group({ key: 'total', name: null, members: 30, value: 0.4, previous: 0.3 }),
    groups: [
      group({}),
      group({
        key: '2',
        name: 'Operaciones',
        members: 10,
        value: 0.3,
        previous: 0.35,
        interval: { low: 0.1, high: 0.6 },
        significant: false,
      }),
    ],
    hidden_groups: 2,
    hidden_members: 8,
    ...overrides,
  };
}
