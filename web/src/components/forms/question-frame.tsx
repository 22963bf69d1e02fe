import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Question } from '@/lib/forms/types';

import { describedBy, type QuestionIds } from './question-ids';
import { visuallyHidden } from './visually-hidden';

/** " *" for the eye, "(obligatoria)" for screen readers. */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden> *</span>
      <Box component="span" sx={visuallyHidden}>
        {` ${t('forms.renderer.required')}`}
      </Box>
    </>
  );
}

export type QuestionFrameProps = {
  question: Question<string>;
  ids: QuestionIds;
  /** `group`: a fieldset whose legend is the title (several controls); `label`: the title is the
   *  label of the control `ids.control`; `named`: the control names itself by `ids.title`. */
  kind: 'group' | 'label' | 'named';
  /** What the question expects ("Elige hasta 3"), under the title. */
  hint?: string;
  error?: string;
  /** Under the control, before the error (a counter, a warning). */
  after?: ReactNode;
  children: ReactNode;
};

/** A question: its title (marked when required), description and hint, its control and its
 *  error, tied together for screen readers. `data-question-id` is where focus goes to show an
 *  error. */
export function QuestionFrame({
  question,
  ids,
  kind,
  hint,
  error,
  after,
  children,
}: QuestionFrameProps) {
  const title = (
    <>
      {question.title}
      {question.required ? <RequiredMark /> : null}
    </>
  );
  const titleSx = { display: 'block', p: 0, mb: 0.5, fontWeight: 600 } as const;
  return (
    <Box
      component={kind === 'group' ? 'fieldset' : 'div'}
      id={ids.root}
      data-question-id={question.id}
      aria-describedby={
        kind === 'group' ? describedBy(ids, { ...question, hint, error }) : undefined
      }
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      {kind === 'group' ? (
        <Typography component="legend" id={ids.title} sx={titleSx}>
          {title}
        </Typography>
      ) : kind === 'label' ? (
        <Typography component="label" htmlFor={ids.control} id={ids.title} sx={titleSx}>
          {title}
        </Typography>
      ) : (
        <Typography component="div" id={ids.title} sx={titleSx}>
          {title}
        </Typography>
      )}
      {question.description ? (
        <Typography
          id={ids.description}
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1, whiteSpace: 'pre-line' }}
        >
          {question.description}
        </Typography>
      ) : null}
      {hint ? (
        <Typography id={ids.hint} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
      {after}
      {error ? (
        <FormHelperText id={ids.error} error sx={{ mx: 0, fontSize: '0.875rem' }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
