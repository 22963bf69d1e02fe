// What every question's control is given by the renderer (react-hook-form's field, unwrapped).
import type { Question } from '@/lib/forms/types';

import type { FieldValue } from '../form-values';
import type { QuestionIds } from '../question-ids';

export type ControlProps<Q extends Question<string> = Question<string>> = {
  question: Q;
  ids: QuestionIds;
  /** The question's value, in its control's shape (form-values.ts). */
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  onBlur: () => void;
  /** Read-only forms show answers without changing them. */
  disabled: boolean;
  /** The question has an error (shown by the frame). */
  invalid: boolean;
  /** The ids describing the control, for controls named by a label (not by a fieldset). */
  describedBy?: string;
};

/** The question of one type (or of one of a few types). */
export type QuestionOf<T extends Question['type']> = Question<string> & { type: T };
