// One question of the form: its frame (title, description, hint, error) around the control of
// its type, bound to react-hook-form by the question's id.
import { memo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';
import { dateInputToTyped } from '@/lib/date-input';
import type { Question } from '@/lib/forms/types';

import {
  DropdownControl,
  MultipleChoiceControl,
  SingleChoiceControl,
  YesNoControl,
} from './controls/choice-controls';
import type { ControlProps } from './controls/control-props';
import { FileControl } from './controls/file-control';
import { MatrixControl } from './controls/matrix-control';
import { NumberControl } from './controls/number-controls';
import { PersonControl } from './controls/person-control';
import { RankingControl } from './controls/ranking-control';
import { LikertControl, RatingControl } from './controls/scale-controls';
import { DateControl, TextControl } from './controls/text-controls';
import { fieldValue } from './form-values';
import { QuestionFrame } from './question-frame';
import { describedBy, type QuestionIds } from './question-ids';

type FrameKind = 'group' | 'label' | 'named';

function frameKind(question: Question<string>): FrameKind {
  switch (question.type) {
    case 'dropdown':
    case 'short_text':
    case 'long_text':
      return 'label';
    case 'number':
      return question.display === 'slider' ? 'named' : 'label';
    default:
      return 'group';
  }
}

/** What the question expects, in words: a range, a most. */
function useHint(question: Question<string>): string | undefined {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const range = (
    keys: { both: string; from: string; to: string },
    min: string | undefined,
    max: string | undefined,
  ) => {
    const dynamic = t as unknown as (key: string, values: Record<string, string>) => string;
    if (min !== undefined && max !== undefined) return dynamic(keys.both, { min, max });
    if (min !== undefined) return dynamic(keys.from, { min });
    if (max !== undefined) return dynamic(keys.to, { max });
    return undefined;
  };
  switch (question.type) {
    case 'multiple_choice':
      return question.max_choices !== undefined
        ? t('forms.renderer.hints.maxChoices', { count: question.max_choices })
        : undefined;
    case 'number':
      return question.display === 'slider'
        ? undefined
        : range(
            {
              both: 'forms.renderer.hints.numberBetween',
              from: 'forms.renderer.hints.numberFrom',
              to: 'forms.renderer.hints.numberTo',
            },
            question.min === undefined ? undefined : format.number(question.min),
            question.max === undefined ? undefined : format.number(question.max),
          );
    case 'date':
      return range(
        {
          both: 'forms.renderer.hints.dateBetween',
          from: 'forms.renderer.hints.dateFrom',
          to: 'forms.renderer.hints.dateTo',
        },
        question.min === undefined ? undefined : dateInputToTyped(question.min),
        question.max === undefined ? undefined : dateInputToTyped(question.max),
      );
    case 'ranking':
      return t('forms.renderer.hints.ranking');
    case 'person':
      return question.max_people > 1
        ? t('forms.renderer.hints.maxPeople', { count: question.max_people })
        : undefined;
    default:
      return undefined;
  }
}

function Control(props: ControlProps) {
  const question = props.question;
  switch (question.type) {
    case 'single_choice':
      return <SingleChoiceControl {...props} question={question} />;
    case 'multiple_choice':
      return <MultipleChoiceControl {...props} question={question} />;
    case 'dropdown':
      return <DropdownControl {...props} question={question} />;
    case 'yes_no':
      return <YesNoControl {...props} question={question} />;
    case 'likert':
      return <LikertControl {...props} question={question} />;
    case 'rating':
      return <RatingControl {...props} question={question} />;
    case 'number':
      return <NumberControl {...props} question={question} />;
    case 'short_text':
    case 'long_text':
      return <TextControl {...props} question={question} />;
    case 'date':
      return <DateControl {...props} question={question} />;
    case 'matrix':
      return <MatrixControl {...props} question={question} />;
    case 'ranking':
      return <RankingControl {...props} question={question} />;
    case 'file_upload':
      return <FileControl {...props} question={question} />;
    case 'person':
      return <PersonControl {...props} question={question} />;
  }
}

export type QuestionFieldProps = {
  question: Question<string>;
  ids: QuestionIds;
  readOnly: boolean;
};

/** A question bound to the surrounding form (memoised: typing in one question re-renders only
 *  that one). */
export const QuestionField = memo(function QuestionField({
  question,
  ids,
  readOnly,
}: QuestionFieldProps) {
  const { field, fieldState } = useController({ name: question.id });
  const error = fieldState.error?.message;
  const hint = useHint(question);
  const kind = frameKind(question);
  return (
    <QuestionFrame question={question} ids={ids} kind={kind} hint={hint} error={error}>
      <Control
        question={question}
        ids={ids}
        value={fieldValue(question, field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={readOnly}
        invalid={Boolean(error)}
        describedBy={kind === 'group' ? undefined : describedBy(ids, { ...question, hint, error })}
      />
    </QuestionFrame>
  );
});
