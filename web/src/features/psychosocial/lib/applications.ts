// What the person still has to answer in an application.
import type { PsyMine } from '../api/psychosocial';

export type LeftToAnswer = 'guide1' | 'main' | 'done' | 'closed';

/** Guía I first, then the questionnaire; "closed" when it closed with something unanswered. */
export function leftToAnswer(application: PsyMine): LeftToAnswer {
  const guide1 = application.guide1 && !application.guide1_done;
  const main = application.can_answer_main && !application.main_done;
  if (!guide1 && !main) return 'done';
  if (application.state !== 'open') return 'closed';
  return guide1 ? 'guide1' : 'main';
}
