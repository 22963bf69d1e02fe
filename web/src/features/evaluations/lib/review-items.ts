// The competencies and goals of a review as the screen keeps them: their ratings by id, the field
// the server names each by, and the element an error about it leads to.
/** A competency's or goal's rating and comment as the reviewer gives them. */
export type RatedValue = { rating: number | null; comment: string };

/** The ratings of a review's competencies and goals as the screen keeps them, by id. */
export type Ratings = Record<number, RatedValue>;

export const ratingsOf = <T extends { rating: number | null; comment: string | null }>(
  items: readonly T[],
  idOf: (item: T) => number,
): Ratings =>
  Object.fromEntries(
    items.map((item) => [idOf(item), { rating: item.rating ?? null, comment: item.comment ?? '' }]),
  );

/** The field the server names a competency or a goal by (`competencies.<value id>`,
 *  `goals.<goal id>`), the key of its problem. */
export const itemField = (kind: 'competencies' | 'goals', id: number) => [kind, id].join('.');

/** The element id of a competency or goal, where an error about it leads. */
export const competencyAnchor = (valueId: number) => `competency-${valueId}`;
export const goalAnchor = (goalId: number) => `goal-${goalId}`;
