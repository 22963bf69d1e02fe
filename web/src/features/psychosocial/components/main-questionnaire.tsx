import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { answerMainMutation, type LikertAnswer, type PsyGuide } from '../api/psychosocial';
import { fieldErrors, usePsyErrorMessage } from '../lib/errors';
import { focusItem } from '../lib/focus';
import {
  firstIncompleteSection,
  mainPayload,
  mainProgress,
  sectionShown,
  type Filters,
  type MainAnswers,
} from '../lib/questionnaire';
import { useWording } from '../lib/text';

import { ChoiceItem } from './choice-item';
import { SendBar } from './send-bar';

export type MainQuestionnaireProps = {
  applicationId: number;
  guide: PsyGuide;
  onSent: () => void;
};

/** Guía II or III, one section at a time (72 items are too many for one phone screen): a
 *  stepper with "Sección 3 de 14 · 40 de 72", Back and Next, the filter question of a block
 *  first (its items only on Sí), every item shown required. The answers live in this component
 *  while moving between sections and on any refusal (never in the browser's storage: they are
 *  confidential); a 422 takes the person to the first item the server named. */
export function MainQuestionnaire({ applicationId, guide, onSent }: MainQuestionnaireProps) {
  const { t } = useTranslation();
  const word = useWording();
  const id = useId();
  const errorText = usePsyErrorMessage();
  const [step, setStep] = useState(0);
  const [filters, setFilters] = useState<Filters>({});
  const [answers, setAnswers] = useState<MainAnswers>({});
  const focusNext = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const send = useMutation(answerMainMutation(applicationId));
  const fields = fieldErrors(send.error);
  const sections = guide.sections;
  const section = sections[Math.min(step, sections.length - 1)];
  const progress = mainProgress(guide, filters, answers);
  const itemId = (n: number | string) => `${id}-item-${n}`;
  const filterId = (filter: string) => `${id}-filter-${filter}`;
  const choices = guide.options.map((option) => ({ value: option.id, label: word(option) }));

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target) focusItem(target);
  }, [step]);

  const go = (next: number, focus: string = 'heading') => {
    focusNext.current = focus;
    if (next === step) {
      focusNext.current = null;
      if (focus === 'heading') headingRef.current?.focus();
      else focusItem(focus);
    } else setStep(next);
  };

  const firstMissing = () => {
    const index = firstIncompleteSection(guide, filters, answers);
    const target = sections[index];
    if (!target) return;
    const filter = target.filter && filters[target.filter.id] === undefined ? target.filter : null;
    const item = target.items.find((n) => !answers[String(n)]);
    go(index, filter ? filterId(filter.id) : itemId(item ?? ''));
  };

  if (!section) return null;
  const shown = sectionShown(section, filters);
  const last = step === sections.length - 1;

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (progress.left > 0) return firstMissing();
        send.mutate(mainPayload(guide, filters, answers), {
          onSuccess: onSent,
          onError: (error) => {
            const named = Object.keys(fieldErrors(error));
            const index = sections.findIndex(
              (entry) =>
                entry.items.some((n) => named.includes(String(n))) ||
                (entry.filter && named.includes(entry.filter.id)),
            );
            if (index >= 0 && index !== step) {
              focusNext.current = 'heading';
              setStep(index);
            }
          },
        });
      }}
    >
      <Stack spacing={2.5}>
        <Typography id={`${id}-title`} variant="h2">
          {word(guide.name)}
        </Typography>
        <Stack spacing={0.75}>
          <Typography variant="body2" id={`${id}-progress`}>
            {t('psychosocial.main.progress', {
              section: step + 1,
              sections: sections.length,
              answered: progress.answered,
              total: progress.total,
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.total > 0 ? (100 * progress.answered) / progress.total : 0}
            aria-labelledby={`${id}-progress`}
          />
        </Stack>
        <Stack component="section" spacing={1.5} aria-labelledby={`${id}-section`}>
          <Typography
            id={`${id}-section`}
            ref={headingRef}
            tabIndex={-1}
            variant="h3"
            sx={{ outline: 'none' }}
          >
            {word(section.title)}
          </Typography>
          {section.filter ? (
            <ChoiceItem
              id={filterId(section.filter.id)}
              legend={word(section.filter)}
              choices={[
                { value: 'yes', label: t('psychosocial.answer.yes') },
                { value: 'no', label: t('psychosocial.answer.no') },
              ]}
              value={
                filters[section.filter.id] === undefined
                  ? undefined
                  : filters[section.filter.id]
                    ? 'yes'
                    : 'no'
              }
              error={fields[section.filter.id]}
              disabled={send.isPending}
              onChange={(value) => {
                const filter = section.filter!.id;
                setFilters((current) => ({ ...current, [filter]: value === 'yes' }));
              }}
            />
          ) : null}
          {section.filter && filters[section.filter.id] === false ? (
            <Typography variant="body2" color="text.secondary">
              {t('psychosocial.main.blockSkipped')}
            </Typography>
          ) : null}
          {shown
            ? section.items.map((n) => (
                <ChoiceItem
                  key={n}
                  id={itemId(n)}
                  legend={`${n}. ${word(guide.items.find((item) => item.n === n))}`}
                  choices={choices}
                  value={answers[String(n)]}
                  error={fields[String(n)]}
                  disabled={send.isPending}
                  onChange={(value) =>
                    setAnswers((current) => ({ ...current, [String(n)]: value as LikertAnswer }))
                  }
                />
              ))
            : null}
        </Stack>
        {send.error ? (
          <Alert severity="error" role="alert">
            {errorText(send.error)}
          </Alert>
        ) : null}
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between' }}
        >
          <Button variant="outlined" disabled={step === 0} onClick={() => go(step - 1)}>
            {t('psychosocial.main.back')}
          </Button>
          {!last ? (
            <Button variant="contained" onClick={() => go(step + 1)}>
              {t('psychosocial.main.next')}
            </Button>
          ) : null}
        </Stack>
        {last ? (
          <SendBar
            left={progress.left}
            sendLabel={t('psychosocial.main.send')}
            pending={send.isPending}
            onFirstMissing={firstMissing}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
