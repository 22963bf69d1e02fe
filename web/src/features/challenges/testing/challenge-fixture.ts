// Challenges as the server sends them, for this feature's tests.
import type {
  ChallengeClaim,
  ChallengeDetail,
  ChallengeLeaderboard,
  ChallengeMine,
} from '../api/challenges';

export const ana = {
  id: 3,
  full_name: 'Ana Torres',
  first_name: 'Ana',
  last_name: 'Torres',
  profile_photo_url: null,
};

export const carlos = {
  id: 4,
  full_name: 'Carlos Ruiz',
  first_name: 'Carlos',
  last_name: 'Ruiz',
  profile_photo_url: null,
};

export function makeMine(change: Partial<ChallengeMine> = {}): ChallengeMine {
  return {
    participant: true,
    joined: true,
    can_join: false,
    period: { key: '2026-W10', starts_on: '2026-03-02', ends_on: '2026-03-08' },
    score: 7,
    target: 10,
    remaining: 3,
    percent: 70,
    completed: false,
    completed_at: null,
    rank: 14,
    claims_today: 3,
    claims_left_today: 2,
    claims_in_period: 7,
    checked_in_today: false,
    teams: [],
    ...change,
  };
}

export function makeClaim(change: Partial<ChallengeClaim> = {}): ChallengeClaim {
  return {
    id: 90,
    challenge: { id: 7, title: 'Reto de bienestar', metric: 'number', unit: 'km' },
    person: ana,
    status: 'pending',
    period: '2026-W10',
    text: 'Caminé al trabajo.',
    link: null,
    attachment: null,
    number: 4.5,
    used_alternative: false,
    approvals_needed: 2,
    approvals_done: 1,
    first_approver: carlos,
    reviewer: null,
    reason: null,
    decided_at: null,
    created_at: new Date(2026, 2, 5).getTime(),
    can_decide: false,
    ...change,
  };
}

export function makeChallenge(change: Partial<ChallengeDetail> = {}): ChallengeDetail {
  return {
    id: 7,
    title: 'Reto de bienestar',
    rules: 'Camina cada día y registra tus kilómetros.',
    cover_key: null,
    cover_url: null,
    kind: 'individual',
    team_basis: null,
    audience: { everyone: true, departments: [], groups: [] },
    starts_on: '2026-03-01',
    ends_on: '2026-03-31',
    recurrence: 'weekly',
    metric: 'number',
    product_event: null,
    evidence: 'none',
    unit: 'km',
    max_per_claim: 20,
    target: 10,
    reward_points: 100,
    badge: null,
    approval: 'manual',
    approvers: [],
    max_claims_per_day: 5,
    max_claims_total: null,
    four_eyes_points: 50,
    alternative: 'Nada 20 minutos o haz 30 minutos de bicicleta estática.',
    join_mode: 'open',
    show_in_feed: true,
    status: 'active',
    open: true,
    position: 0,
    participants: 20,
    pending_count: 0,
    can_manage: false,
    can_approve: false,
    mine: makeMine(),
    created_at: new Date(2026, 1, 20).getTime(),
    my_claims: [makeClaim()],
    periods: [{ key: '2026-W10', starts_on: '2026-03-02', ends_on: '2026-03-08' }],
    ...change,
  };
}

export function makeLeaderboard(change: Partial<ChallengeLeaderboard> = {}): ChallengeLeaderboard {
  const entry = (rank: number, id: number, name: string, score: number) => ({
    rank,
    person: { ...ana, id, full_name: name },
    team: null,
    score,
    total: null,
    members: null,
    completed: score >= 10,
  });
  return {
    kind: 'individual',
    period: { key: '2026-W10', starts_on: '2026-03-02', ends_on: '2026-03-08' },
    top: [entry(1, 11, 'Sofía Ramírez', 40)],
    me: entry(14, 3, 'Ana Torres', 7),
    ahead: entry(13, 12, 'Diego Castro', 8),
    ranked: 20,
    ...change,
  };
}
