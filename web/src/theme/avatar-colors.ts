// Each person's avatar keeps a colour of their own, from a palette that keeps white initials at
// 4.5:1 or more, so the same person is recognisable at a glance across the feed.

export const AVATAR_COLORS = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#00695c',
  '#4527a0',
  '#ad1457',
  '#37474f',
  '#5d4037',
  '#283593',
  '#00796b',
  '#8e24aa',
] as const;

/** The colour of a person's avatar, stable for their id. */
export function avatarColor(id: number): string {
  const index = Math.abs(Math.trunc(id)) % AVATAR_COLORS.length;
  return AVATAR_COLORS[index] ?? AVATAR_COLORS[0];
}
