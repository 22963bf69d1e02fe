// Programs as the server sends them, for this feature's tests.
import type { ProgramAction, ProgramDetail, ProgramSubmission } from '../api/programs';

export const ana = {
  id: 3,
  full_name: 'Ana Torres',
  first_name: 'Ana',
  last_name: 'Torres',
  profile_photo_url: null,
};

export function makeAction(change: Partial<ProgramAction> = {}): ProgramAction {
  return {
    id: 21,
    key: '21',
    title: 'Contar tu experiencia',
    instructions: 'Escribe qué hiciste.',
    points: 30,
    evidence: 'text',
    recurrence: 'once',
    per_person_limit: null,
    starts_on: null,
    ends_on: null,
    prerequisites: [],
    auto_approve: false,
    archived: false,
    position: 0,
    state: 'available',
    locked_by: [],
    completed: false,
    done_in_window: 0,
    pending_submission_id: null,
    ...change,
  };
}

export function makeSubmission(change: Partial<ProgramSubmission> = {}): ProgramSubmission {
  return {
    id: 90,
    program: { id: 7, title: 'Voluntariado' },
    action: { id: 22, title: 'Plantar un árbol', evidence: 'photo' },
    person: ana,
    status: 'rejected',
    text: '',
    link: null,
    attachment: null,
    points: 50,
    share: true,
    reviewer: null,
    reason: 'La foto no se ve.',
    decided_at: new Date(2026, 2, 6).getTime(),
    created_at: new Date(2026, 2, 5).getTime(),
    resubmission_of: null,
    can_decide: false,
    ...change,
  };
}

export function makeProgram(change: Partial<ProgramDetail> = {}): ProgramDetail {
  const text = makeAction();
  const photo = makeAction({
    id: 22,
    key: '22',
    title: 'Plantar un árbol',
    evidence: 'photo',
    points: 50,
  });
  const locked = makeAction({
    id: 23,
    key: '23',
    title: 'Organizar una jornada',
    evidence: 'link',
    points: 100,
    prerequisites: [22],
    state: 'locked',
    locked_by: [22],
  });
  return {
    id: 7,
    title: 'Voluntariado',
    description: 'Ayuda a tu comunidad.',
    cover_key: null,
    cover_url: null,
    status: 'active',
    open: true,
    starts_on: '2026-03-01',
    ends_on: '2026-03-31',
    budget_points: 2000,
    budget_spent: 0,
    budget_remaining: 2000,
    audience: { everyone: true, departments: [], groups: [] },
    show_in_feed: true,
    mandatory: false,
    owners: [],
    position: 0,
    actions_count: 3,
    pending_count: 0,
    can_manage: false,
    mine: {
      assigned: true,
      due_on: '2026-03-20',
      overdue: false,
      completed: 0,
      total: 3,
      percent: 0,
      points_earned: 0,
    },
    created_at: new Date(2026, 1, 20).getTime(),
    actions: [text, photo, locked],
    my_submissions: [makeSubmission()],
    assignments_count: 1,
    ...change,
  };
}
