// The goals score of a review (EVA-4): Σ wᵢ·rᵢ / Σ wᵢ over the rated goals, one decimal. A goal
// without a weight (none, or 0) weighs the mean of the weighted ones; when none is weighted they
// weigh the same. Shown live as the reviewer rates, and in the packet.

export type RatedGoal = { weight: number | null | undefined; rating: number | null | undefined };

const weighted = (weight: number | null | undefined): weight is number =>
  typeof weight === 'number' && Number.isFinite(weight) && weight > 0;

/** The score, or null while no goal is rated. */
export function goalsScore(goals: readonly RatedGoal[]): number | null {
  const rated = goals.filter(
    (goal): goal is RatedGoal & { rating: number } =>
      typeof goal.rating === 'number' && Number.isFinite(goal.rating),
  );
  if (rated.length === 0) return null;
  const known = goals.map((goal) => goal.weight).filter(weighted);
  const mean = known.length > 0 ? known.reduce((sum, weight) => sum + weight, 0) / known.length : 1;
  let sum = 0;
  let total = 0;
  for (const goal of rated) {
    const weight = weighted(goal.weight) ? goal.weight : mean;
    sum += weight * goal.rating;
    total += weight;
  }
  return Math.round((sum / total) * 10) / 10;
}
