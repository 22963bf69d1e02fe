import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  answerGuide1Mutation,
  type Guide1Answer,
  type PsyGuide,
  type PsyGuide1Outcome,
} from '../api/psychosocial';
import { fieldErrors, usePsyErrorMessage } from '../lib/errors';
import { focusItem } from '../lib/focus';
import {
  guide1Missing,
  guide1Payload,
  guide1Sections,
  type Guide1Answers,
} from '../lib/questionnaire';
import { useWording } from '../lib/text';

import { ChoiceItem } from './choice-item';
import { SendBar } from './send-bar';

export type Guide1FormProps = {
  applicationId: number;
  guide: PsyGuide;
  onAnswered: (outcome: PsyGuide1Outcome) => void;
};

/** Guía I (acontecimientos traumáticos severos): section I's yes/no items, then sections II–IV
 *  only when some item of section I is yes (each of their items then required). Answers stay in
 *  this component until sent (never stored in the browser); a refusal keeps them. */
export function Guide1Form({ applicationId, guide, onAnswered }: Guide1FormProps) {
  const { t } = useTranslation();
  const word = useWording();
  const id = useId();
  const errorText = usePsyErrorMessage();
  const [answers, setAnswers] = useState<Guide1Answers>({});
  const send = useMutation(answerGuide1Mutation(applicationId));
  const sections = guide1Sections(guide, answers);
  const missing = guide1Missing(guide, answers);
  const fields = fieldErrors(send.error);
  const itemText = (n: number) => word(guide.items.find((item) => item.n === n));
  const itemId = (n: number) => `${id}-g1-${n}`;
  const choices = [
    { value: 'yes', label: t('psychosocial.answer.yes') },
    { value: 'no', label: t('psychosocial.answer.no') },
  ];
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length > 0) {
          focusItem(itemId(missing[0]!));
          return;
        }
        send.mutate(guide1Payload(guide, answers), { onSuccess: onAnswered });
      }}
    >
      <Stack spacing={2.5}>
        <Typography id={`${id}-title`} variant="h2">
          {word(guide.name)}
        </Typography>
        {sections.map((section, index) => (
          <Stack
            key={section.id}
            component="section"
            spacing={1.5}
            aria-labelledby={`${id}-s${index}`}
          >
            <Typography id={`${id}-s${index}`} variant="h3">
              {word(section.title)}
            </Typography>
            {section.stem ? <Typography variant="body1">{word(section.stem)}</Typography> : null}
            {section.items.map((n) => (
              <ChoiceItem
                key={n}
                id={itemId(n)}
                legend={`${n}. ${itemText(n)}`}
                choices={choices}
                value={answers[String(n)]}
                error={fields[String(n)]}
                disabled={send.isPending}
                onChange={(value) =>
                  setAnswers((current) => ({ ...current, [String(n)]: value as Guide1Answer }))
                }
              />
            ))}
          </Stack>
        ))}
        {sections.length === 1 && guide.sections.length > 1 ? (
          <Typography variant="body2" color="text.secondary">
            {t('psychosocial.guide1.moreIfYes')}
          </Typography>
        ) : null}
        {send.error ? (
          <Alert severity="error" role="alert">
            {errorText(send.error)}
          </Alert>
        ) : null}
        <SendBar
          left={missing.length}
          sendLabel={t('psychosocial.guide1.send')}
          pending={send.isPending}
          onFirstMissing={() => missing[0] !== undefined && focusItem(itemId(missing[0]))}
        />
      </Stack>
    </Paper>
  );
}
