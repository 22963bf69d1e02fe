// The poll rules of spec §5, as the server checks them (the shared cases are
// api/test-vectors/polls.json): a poll's question and options when it is written, and a person's
// answer when they vote. Errors are glossary keys; their Spanish texts are the spec's. Options
// are compared as the forms engine compares them (lib/forms/values: ASCII and Latin-1 letters
// folded to lower case, as the server does).
import { foldedLabel } from '@/lib/forms/values';

/** Longest question and option, in Unicode code points after trimming. */
export const POLL_TEXT_MAX_LENGTH = 250;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 20;

export type PollErrorKey =
  | 'communications.poll.errors.questionRequired'
  | 'communications.poll.errors.questionTooLong'
  | 'communications.poll.errors.optionsTooFew'
  | 'communications.poll.errors.optionTooLong'
  | 'communications.poll.errors.optionsDuplicated'
  | 'communications.poll.errors.optionsTooMany';

export type AnswerErrorKey =
  | 'communications.poll.errors.nothingChosen'
  | 'communications.poll.errors.moreThanAvailable'
  | 'communications.poll.errors.onlyOne'
  | 'communications.poll.errors.sameTwice'
  | 'communications.poll.errors.notInPoll';

/** A poll as checked: the first problem found (null: none), and the question and options as they
 *  are sent (trimmed, blank options left out). */
export type PollCheck = { error: PollErrorKey | null; question: string; options: string[] };

const length = (text: string) => [...text].length;

/** Checks a poll in the order of the spec: question required, question length, at least two
 *  options that are not blank, option length, duplicates, at most twenty options. */
export function validatePoll(question: string, options: readonly string[]): PollCheck {
  const cleanQuestion = question.trim();
  const cleanOptions = options.map((option) => option.trim()).filter((option) => option !== '');
  const result = (error: PollErrorKey | null): PollCheck => ({
    error,
    question: cleanQuestion,
    options: cleanOptions,
  });
  if (cleanQuestion === '') return result('communications.poll.errors.questionRequired');
  if (length(cleanQuestion) > POLL_TEXT_MAX_LENGTH)
    return result('communications.poll.errors.questionTooLong');
  if (cleanOptions.length < POLL_MIN_OPTIONS)
    return result('communications.poll.errors.optionsTooFew');
  if (cleanOptions.some((option) => length(option) > POLL_TEXT_MAX_LENGTH))
    return result('communications.poll.errors.optionTooLong');
  const folded = cleanOptions.map(foldedLabel);
  if (new Set(folded).size !== folded.length)
    return result('communications.poll.errors.optionsDuplicated');
  if (cleanOptions.length > POLL_MAX_OPTIONS)
    return result('communications.poll.errors.optionsTooMany');
  return result(null);
}

/**
 * Checks an answer to a poll of `optionsCount` options; `chosen` are option positions (from 0;
 * one past the end stands for an option of another poll). In the order of the spec: nothing
 * chosen, more choices than options, several where only one is allowed, the same option twice,
 * an option the poll does not have.
 */
export function validateAnswer(
  optionsCount: number,
  multiple: boolean,
  chosen: readonly number[],
): AnswerErrorKey | null {
  if (chosen.length === 0) return 'communications.poll.errors.nothingChosen';
  if (chosen.length > optionsCount) return 'communications.poll.errors.moreThanAvailable';
  if (!multiple && chosen.length > 1) return 'communications.poll.errors.onlyOne';
  if (new Set(chosen).size !== chosen.length) return 'communications.poll.errors.sameTwice';
  if (chosen.some((position) => position < 0 || position >= optionsCount))
    return 'communications.poll.errors.notInPoll';
  return null;
}
