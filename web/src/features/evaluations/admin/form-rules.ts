// What the evaluations module asks of each direction's form, beyond the forms engine's own
// rules: a required rating «overall» in every form, and in the leader's a required rating
// «potential» on a scale of 1 to 3 (the 9-box reads both).
import type { Draft } from '@/components/forms/builder/draft';

import type { Direction } from './types';

export type RoleProblem = 'overall' | 'potential';

const isRequiredRating = (draft: Draft, questionId: string) =>
  draft.questions.find(
    (item) => item.id === questionId && item.type === 'rating' && item.required === true,
  );

/** The first thing the module's rules miss in a direction's form, or null. */
export function roleProblem(direction: Direction, draft: Draft): RoleProblem | null {
  if (!isRequiredRating(draft, 'overall')) return 'overall';
  if (direction === 'leader') {
    const potential = isRequiredRating(draft, 'potential');
    if (
      !potential ||
      potential.style !== 'scale' ||
      Number(potential.min) !== 1 ||
      Number(potential.max) !== 3
    )
      return 'potential';
  }
  return null;
}

/** The draft with the template's «overall» (and for the leader «potential») question in place:
 *  replacing a question of that id that does not fit, else added first. */
export function withRoleQuestions(direction: Direction, draft: Draft, template: Draft): Draft {
  const ids = direction === 'leader' ? ['overall', 'potential'] : ['overall'];
  let questions = [...draft.questions];
  const added = [];
  for (const questionId of ids) {
    const model = template.questions.find((item) => item.id === questionId);
    if (!model) continue;
    const at = questions.findIndex((item) => item.id === questionId);
    if (at >= 0) questions[at] = { ...model };
    else added.push({ ...model });
  }
  questions = [...added, ...questions];
  return { ...draft, questions };
}
