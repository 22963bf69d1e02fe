import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';

import { IDEA_LIMITS, refreshIdeas, scoreIdea, type IdeaDetail } from '../api/ideas';
import { averageText } from '../lib/matrix';
import { useErrorText } from '../lib/use-error-text';

const SCALE = ['1', '2', '3', '4', '5'] as const;

/** A reviewer's score of an idea: impact and effort 1–5 with an optional note (scoring again
 *  replaces it), the reviewers' averages with the idea's quadrant, and each reviewer's score. */
export function IdeaScoring({ idea }: { idea: IdeaDetail }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const errorText = useErrorText();
  const mine = idea.scores?.mine ?? null;
  const [impact, setImpact] = useState(mine ? String(mine.impact) : '');
  const [effort, setEffort] = useState(mine ? String(mine.effort) : '');
  const [note, setNote] = useState(mine?.note ?? '');
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      scoreIdea(idea.id, {
        impact: Number(impact),
        effort: Number(effort),
        note: note.trim() === '' ? null : note.trim(),
      }),
    onSuccess: () => {
      showToast(t('suggestions.scoring.saved'), 'success');
      return refreshIdeas(client);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (impact === '' || effort === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    save.mutate();
  };
  const scaleOptions = (kind: 'impact' | 'effort') => [
    { value: '', label: t('suggestions.scoring.choose') },
    ...SCALE.map((value) => ({
      value,
      label: t(`suggestions.scoring.${kind}Scale.${value}`),
    })),
  ];
  const summary = idea.scores;
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h3" component="h2">
          {t('suggestions.scoring.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('suggestions.scoring.help')}
        </Typography>
      </Stack>
      {summary && summary.count > 0 ? (
        <Typography>
          {t('suggestions.scoring.summary', {
            impact: averageText(summary.impact_avg, i18n.language),
            effort: averageText(summary.effort_avg, i18n.language),
            count: summary.count,
          })}
          {summary.quadrant ? ` · ${t(`suggestions.quadrants.${summary.quadrant}.name`)}` : ''}
        </Typography>
      ) : null}
      <Stack component="form" noValidate spacing={1.5} onSubmit={submit}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <SelectInput
            id={`${id}-impact`}
            label={t('suggestions.scoring.impact')}
            value={impact}
            onChange={(event) => setImpact(event.target.value)}
            options={scaleOptions('impact')}
            error={missing && impact === ''}
          />
          <SelectInput
            id={`${id}-effort`}
            label={t('suggestions.scoring.effort')}
            value={effort}
            onChange={(event) => setEffort(event.target.value)}
            options={scaleOptions('effort')}
            error={missing && effort === ''}
          />
        </Box>
        <TextInput
          id={`${id}-note`}
          label={t('suggestions.scoring.note')}
          multiline
          minRows={2}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          inputProps={{ maxLength: IDEA_LIMITS.note }}
        />
        {missing ? (
          <Alert severity="error" role="alert">
            {t('suggestions.scoring.missing')}
          </Alert>
        ) : null}
        {save.isError ? (
          <Alert severity="error" role="alert">
            {errorText(save.error)}
          </Alert>
        ) : null}
        <Stack direction="row">
          <Button type="submit" variant="outlined" loading={save.isPending}>
            {mine ? t('suggestions.scoring.update') : t('suggestions.scoring.submit')}
          </Button>
        </Stack>
      </Stack>
      {idea.reviewer_scores.length > 0 ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {idea.reviewer_scores.map((score) => (
            <Box component="li" key={score.reviewer.id}>
              <Typography variant="body2">
                <strong>{score.reviewer.full_name}</strong> ·{' '}
                {t('suggestions.scoring.line', { impact: score.impact, effort: score.effort })}
              </Typography>
              {score.note ? (
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {score.note}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
