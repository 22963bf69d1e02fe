// Shapes the console's tests answer with (as the server sends them).
import type {
  CalibrationPerson,
  CalibrationView,
  CycleDetail,
  FormInput,
  Participant,
  PersonRef,
  Phase,
  StatusLine,
  Templates,
} from './types';

export const person = (id: number, first: string, last: string): PersonRef => ({
  id,
  full_name: `${first} ${last}`,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@demo.local`,
});

const rating = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'rating' as const,
  style: 'stars' as const,
  min: 1,
  max: 5,
  required: true,
  title: { es: title },
  ...extra,
});

const text = (id: string, title: string) => ({
  id,
  type: 'long_text' as const,
  max_length: 2000,
  required: false,
  title: { es: title },
});

const template = (direction: string, leader = false): FormInput => ({
  title: { es: `Evaluación (${direction})`, en: `Review (${direction})` },
  questions: [
    rating('overall', 'Desempeño general'),
    ...(leader
      ? [rating('potential', 'Potencial', { style: 'scale' as const, min: 1, max: 3 })]
      : []),
    text('logros', 'Principales logros del período'),
  ],
});

export const TEMPLATES: Templates = {
  self: template('self'),
  leader: template('leader', true),
  peer: template('peer'),
  upward: template('upward'),
};

/** A cycle's form as kept: the template under the cycle's own id. */
export const kept = (direction: 'self' | 'leader', as: 'self' | 'leader' = direction) => ({
  ...TEMPLATES[as],
  form_id: `eval-5-${direction}`,
});

export const statusLine = (phase: Phase, extra: Partial<StatusLine> = {}): StatusLine => ({
  phase,
  due_on: '2026-12-12',
  overdue: false,
  missing: [],
  ...extra,
});

export function cycle(phase: Phase, extra: Partial<CycleDetail> = {}): CycleDetail {
  return {
    id: 5,
    name: 'Evaluación 2026',
    description: 'Ciclo anual',
    phase,
    period_from: '2026-01-01',
    period_to: '2026-06-30',
    directions: ['self', 'leader'],
    deadlines: {
      nomination_due: null,
      writing_due: '2026-07-15',
      calibration_due: '2026-07-31',
      sharing_due: '2026-08-15',
    },
    peers: { min: 3, max: 5, nominated_by: 'reviewee', per_reviewer_cap: 5 },
    include_goals: true,
    include_competencies: true,
    visibility: {
      reviewee: { self: 'named', leader: 'named', peer: 'aggregate', upward: 'aggregate' },
      leader: { self: 'named', peer: 'aggregate', upward: 'aggregate' },
    },
    counts: {
      participants: 2,
      reviews_total: 4,
      reviews_submitted: 1,
      packets_by_status: {
        not_started: 1,
        draft: 0,
        submitted: 1,
        calibrated: 0,
        shared: 0,
        acknowledged: 0,
      },
    },
    status_line: statusLine(phase),
    launched_at: phase === 'draft' ? null : 1_700_000_000_000,
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_000_000,
    forms: [
      { direction: 'self', form_id: 'eval-5-self', version: 1, definition: kept('self') },
      { direction: 'leader', form_id: 'eval-5-leader', version: 1, definition: kept('leader') },
    ],
    competencies: [],
    ...extra,
  };
}

export const ANA = person(11, 'Ana', 'Torres');
export const LUIS = person(12, 'Luis', 'Pérez');
export const MARTA = person(13, 'Marta', 'Gómez');

export function participant(phase: Phase, extra: Partial<Participant> = {}): Participant {
  return {
    id: 101,
    cycle: { id: 5, name: 'Evaluación 2026', phase },
    person: ANA,
    department: 'Tecnología',
    leader: MARTA,
    status: 'submitted',
    progress: { self: { done: 1, total: 1 }, leader: { done: 1, total: 1 } },
    reviews: [
      { id: 901, direction: 'self', status: 'submitted', reviewer: ANA, submitted_at: 1 },
      { id: 902, direction: 'leader', status: 'submitted', reviewer: MARTA, submitted_at: 2 },
    ],
    performance: 3,
    potential: 2,
    status_line: statusLine(phase),
    shared_at: null,
    acknowledged_at: null,
    ...extra,
  };
}

export const calibrationPerson = (
  id: number,
  who: PersonRef,
  box: { performance: number; potential: number } | null,
): CalibrationPerson => ({
  id,
  person: who,
  leader: MARTA,
  proposed: box,
  current: box,
  status: 'submitted',
});

export function calibration(people: CalibrationPerson[], unrated: CalibrationPerson[] = []) {
  const cells = [1, 2, 3].flatMap((performance) =>
    [1, 2, 3].map((potential) => ({
      performance,
      potential,
      participants: people.filter(
        (entry) =>
          entry.current?.performance === performance && entry.current.potential === potential,
      ),
    })),
  );
  const view: CalibrationView = {
    cycle: { id: 5, name: 'Evaluación 2026', phase: 'calibration' },
    cells,
    unrated,
    distribution: {
      org: { n: people.length, counts: [0, 0, people.length], mean_performance: 3 },
      leaders: [
        {
          leader: { id: MARTA.id, name: MARTA.full_name },
          n: people.length,
          counts: [0, 0, people.length],
          mean_performance: null,
          hidden: true,
        },
      ],
    },
  };
  return view;
}
