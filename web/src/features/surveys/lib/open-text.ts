// Comments (SUR-17): the answers to open-text questions, the only ones the organisation can reply
// to anonymously.
import type { Answers, FormDefinition } from '@/lib/forms/types';

const OPEN_TEXT = new Set(['short_text', 'long_text']);

/** Whether the answers hold a comment: an open-text question answered with some text. */
export function hasComment<Text>(definition: FormDefinition<Text>, answers: Answers): boolean {
  return definition.questions.some((item) => {
    const answer = answers[item.id];
    return OPEN_TEXT.has(item.type) && typeof answer === 'string' && answer.trim() !== '';
  });
}
