// The renderer's check of what a person answered: the shared answer rules (lib/forms, the same
// texts as the server), plus what only the browser knows (files still uploading, a day still
// being typed). Hidden questions are neither checked nor sent.
import type { TFunction } from 'i18next';

import { shownItems, validateAnswers } from '@/lib/forms/answer-rules';
import type { Answers, FormContext, FormDefinition, Question } from '@/lib/forms/types';

import { formErrorText } from './error-text';
import { questionsOf, toAnswers, type FormValues } from './form-values';
import type { UploadState } from './upload-state';

export type CheckInputs = {
  definition: FormDefinition<string>;
  context: FormContext;
  t: TFunction;
  language: string;
  /** File questions' uploads by question id. */
  uploads?: ReadonlyMap<string, UploadState>;
};

export type CheckResult = {
  /** The answers to send: shown, answered questions only, as the rules keep them. */
  answers: Answers;
  /** A message by question id (empty: nothing to fix). */
  errors: Record<string, string>;
  /** For each item of the form, whether it is shown. */
  shown: boolean[];
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The answer rules read only ids, types and limits, never texts: a localised form is judged as
 *  the form it came from. */
const asRulesForm = (definition: FormDefinition<string>) => definition as unknown as FormDefinition;

/** The items shown with these values (each item's conditions judged on the answers kept). */
export function shownWith(
  definition: FormDefinition<string>,
  values: FormValues,
  context: FormContext,
): boolean[] {
  const form = asRulesForm(definition);
  const { answers } = validateAnswers(form, toAnswers(definition, values), context);
  return shownItems(form, answers, context);
}

export function checkAnswers(values: FormValues, inputs: CheckInputs): CheckResult {
  const { definition, context, t, language } = inputs;
  const form = asRulesForm(definition);
  const { answers, errors: problems } = validateAnswers(
    form,
    toAnswers(definition, values),
    context,
  );
  const shown = shownItems(form, answers, context);
  const errors: Record<string, string> = {};
  for (const [field, problem] of Object.entries(problems)) {
    const id = field.startsWith('answers.') ? field.slice('answers.'.length) : field;
    errors[id] = formErrorText(problem, t, language);
  }
  const positions = new Map(definition.questions.map((item, index) => [item.id, index]));
  for (const question of questionsOf(definition)) {
    if (!shown[positions.get(question.id) ?? -1]) continue;
    const own = browserProblem(question, values[question.id], inputs);
    if (own) errors[question.id] = own;
  }
  return { answers, errors, shown };
}

function browserProblem(
  question: Question<string>,
  value: unknown,
  { t, uploads }: CheckInputs,
): string | null {
  if (question.type === 'date' && typeof value === 'string' && value.trim() !== '')
    return DAY.test(value.trim()) ? null : t('forms.renderer.dateIncomplete');
  if (question.type === 'file_upload') {
    const state = uploads?.get(question.id);
    if (state?.uploading) return t('forms.renderer.files.stillUploading');
    if (state?.failed) return t('forms.renderer.files.removeFailed');
  }
  return null;
}
