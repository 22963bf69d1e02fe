// Evaluations as the server answers them, for the module's tests.
import type {
  CycleRef,
  Evidence,
  MyWork,
  Nomination,
  Packet,
  PacketPart,
  ReviewDetail,
  ReviewSummary,
  StatusLine,
} from '../api/types';

const person = (id: number, first: string, last: string) => ({
  id,
  full_name: `${first} ${last}`,
  first_name: first,
  last_name: last,
});

export const ana = person(7, 'Ana', 'Rojas');
export const luis = person(8, 'Luis', 'Soto');
export const carla = person(9, 'Carla', 'Díaz');

export const cycle: CycleRef = { id: 3, name: 'Evaluación 2030', phase: 'writing' };

export function statusLine(extra: Partial<StatusLine> = {}): StatusLine {
  return { phase: 'writing', due_on: '2030-12-12', overdue: false, missing: [], ...extra };
}

export function reviewSummary(id: number, extra: Partial<ReviewSummary> = {}): ReviewSummary {
  return {
    id,
    cycle,
    participant: { id: 40, person: ana },
    direction: 'self',
    status: 'not_started',
    due_on: '2030-12-12',
    submitted_at: null,
    decline_reason: null,
    status_line: statusLine({ missing: [{ kind: 'self_review', count: 1 }] }),
    ...extra,
  };
}

export function nomination(id: number, extra: Partial<Nomination> = {}): Nomination {
  return {
    id,
    participant: { id: 40, person: ana },
    cycle: { ...cycle, phase: 'nomination' },
    peer: carla,
    status: 'proposed',
    proposed_by: ana,
    reason: null,
    review_id: null,
    created_at: 1_900_000_000_000,
    decided_at: null,
    ...extra,
  };
}

export function myWork(extra: Partial<MyWork> = {}): MyWork {
  return {
    cycles: [
      {
        ...cycle,
        status_line: statusLine({
          missing: [
            { kind: 'self_review', count: 1 },
            { kind: 'peer_reviews', count: 2 },
          ],
        }),
        deadlines: {
          nomination_due: null,
          writing_due: '2030-12-12',
          calibration_due: '2030-12-20',
          sharing_due: '2030-12-30',
        },
      },
    ],
    reviews: [],
    nominations: { to_make: [], to_approve: [], requests: [] },
    packets: [],
    team: [],
    ...extra,
  };
}

const definition = {
  form_id: 'eval-3-self',
  title: 'Autoevaluación',
  questions: [
    {
      id: 'overall',
      type: 'rating' as const,
      style: 'stars' as const,
      min: 1,
      max: 5,
      required: true,
      title: 'Desempeño general',
    },
    {
      id: 'logros',
      type: 'long_text' as const,
      max_length: 2000,
      required: false,
      title: 'Principales logros del período',
    },
  ],
};

export function reviewDetail(extra: Partial<ReviewDetail> = {}): ReviewDetail {
  return {
    review: reviewSummary(11),
    form: { form_id: 'eval-3-self', version: 1, language: 'es', definition },
    answers: {},
    competencies: [
      {
        value: {
          id: 5,
          name: 'Colaboración',
          description: 'Comparte lo que sabe y pide ayuda a tiempo.',
          emoji: '🤝',
        },
        rating: null,
        comment: null,
      },
    ],
    goals: [
      {
        goal: {
          id: 21,
          title: 'Abrir 3 oficinas',
          weight: 60,
          progress: 80,
          status: 'active',
          starts_on: '2030-01-01',
          ends_on: '2030-12-31',
        },
        rating: null,
        comment: null,
      },
      {
        goal: {
          id: 22,
          title: 'Bajar la rotación',
          weight: 40,
          progress: 50,
          status: 'active',
          starts_on: '2030-01-01',
          ends_on: '2030-12-31',
        },
        rating: null,
        comment: null,
      },
    ],
    goals_score: null,
    context: { department: null, country: null, tenure_band: null },
    ...extra,
  };
}

export function evidence(extra: Partial<Evidence> = {}): Evidence {
  return {
    window: { from: '2030-01-01', to: '2030-12-31' },
    received: {
      total: 1,
      items: [
        {
          post_id: 90,
          date: '2030-03-04',
          people: [luis],
          message: 'Gracias por sacar la migración adelante',
          values: [{ id: 5, name: 'Colaboración', emoji: '🤝' }],
          points: 20,
        },
      ],
    },
    given: { total: 0, items: [] },
    value_counts: [{ value: { id: 5, name: 'Colaboración', emoji: '🤝' }, count: 3 }],
    checkins: [
      {
        goal: { id: 21, title: 'Abrir 3 oficinas' },
        date: '2030-04-01',
        value: 2,
        status: 'on_track',
        confidence: 4,
        comment: 'Dos abiertas',
      },
    ],
    badges: [{ name: 'Mentora', date: '2030-05-01', image_url: null }],
    ...extra,
  };
}

export function packetPart(extra: Partial<PacketPart> = {}): PacketPart {
  const detail = reviewDetail();
  return {
    review_id: 12,
    reviewer: luis,
    status: 'submitted',
    submitted_at: 1_900_000_000_000,
    form: detail.form,
    answers: { overall: 4, logros: 'Abrió dos oficinas' },
    competencies: [{ ...detail.competencies[0]!, rating: 4, comment: 'Siempre ayuda' }],
    goals: [
      { ...detail.goals[0]!, rating: 5, comment: null },
      { ...detail.goals[1]!, rating: 3, comment: null },
    ],
    goals_score: 4.2,
    ...extra,
  };
}

export function packet(extra: Partial<Packet> = {}): Packet {
  return {
    participant: {
      id: 40,
      person: ana,
      cycle: { ...cycle, phase: 'sharing' },
      status: 'shared',
      status_line: statusLine({
        phase: 'sharing',
        due_on: '2030-12-30',
        missing: [{ kind: 'acknowledgement', count: 1 }],
      }),
      leader: luis,
      period_from: '2030-01-01',
      period_to: '2030-12-31',
      shared_at: 1_900_000_000_000,
    },
    final: { performance: 3, potential: 2 },
    goals_score: 4.2,
    parts: { leader: packetPart(), hidden: ['peer'] },
    acknowledgement: null,
    can_share: false,
    can_acknowledge: true,
    can_follow_up: false,
    follow_ups: [],
    ...extra,
  };
}
