// Weights (GOA-4): a person's goals in one period, and a parent's children, are weighed. The
// screens show the sum, warn when it is not 100 and offer "Normalizar a 100", which sends
// weights that add to exactly 100 (largest-remainder rounding: each weight is scaled, floored,
// and the points still missing go one each to the largest remainders).

export type Weighted = { id: number; weight: number };

/** The sum of the weights (one decimal, so 33.3 + 33.3 + 33.4 reads 100). */
export function weightSum(items: readonly { weight: number }[]): number {
  return (
    Math.round(
      items.reduce((sum, item) => sum + (Number.isFinite(item.weight) ? item.weight : 0), 0) * 10,
    ) / 10
  );
}

/** Whether the weights need normalising (there are some and they do not add to 100). */
export function needsNormalising(items: readonly { weight: number }[]): boolean {
  return items.length > 0 && weightSum(items) !== 100;
}

/** Whole weights adding to exactly 100, in proportion to the given ones; all zero (or none
 *  given) → equal shares. Ties in the remainders go to the earlier item, so the result is the
 *  same every time. */
export function normaliseTo100(items: readonly Weighted[]): Weighted[] {
  if (items.length === 0) return [];
  const clean = items.map((item) =>
    Number.isFinite(item.weight) && item.weight > 0 ? item.weight : 0,
  );
  const total = clean.reduce((sum, weight) => sum + weight, 0);
  const shares =
    total > 0 ? clean.map((weight) => (weight * 100) / total) : clean.map(() => 100 / items.length);
  const floors = shares.map((share) => Math.floor(share));
  let missing = 100 - floors.reduce((sum, weight) => sum + weight, 0);
  const order = shares
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return items.map((item, index) => ({ id: item.id, weight: floors[index] ?? 0 }));
}
