import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { TextInput } from '@/components/form/text-input';

import {
  MOOD_LEVELS,
  NOTE_MAX,
  deleteMoodMutation,
  moodKeys,
  saveMoodMutation,
  type MoodTag,
  type MoodToday,
} from '../api/moods';
import { levelKey } from '../lib/levels';

import { MoodFace } from './mood-face';

export type MoodCheckInProps = {
  today: MoodToday;
  /** Called once the check-in is saved or deleted, with the quiet confirmation to show (the card
   *  goes back to the week). */
  onDone?: (message: string) => void;
  onCancel?: () => void;
};

/** The check-in (MOO-1): five large buttons, each a face with its word, an optional note (only
 *  the person sees it) and optional tags; saved with a quiet confirmation. Today's entry can be
 *  changed or deleted until the organisation's day ends (409 day_closed after that). */
export function MoodCheckIn({ today, onDone, onCancel }: MoodCheckInProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [level, setLevel] = useState<number | null>(today.entry?.level ?? null);
  const [note, setNote] = useState(today.entry?.note ?? '');
  const [tags, setTags] = useState<string[]>(today.entry?.tags ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const save = useMutation(saveMoodMutation());
  const remove = useMutation(deleteMoodMutation());
  const english = i18n.language.startsWith('en');
  const tagName = (tag: MoodTag) => (english && tag.label_en) || tag.label;
  const tooLong = note.length > NOTE_MAX;

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'day_closed') {
      setClosed(true);
      setProblem(t('moods.checkIn.dayClosed'));
    } else {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const submit = () => {
    setDone(null);
    if (level === null) {
      setProblem(t('moods.checkIn.pickLevel'));
      return;
    }
    if (tooLong) return;
    setProblem(null);
    save.mutate(
      { level, note: note.trim(), tags, day: today.day },
      {
        onSuccess: () => {
          setDone(t('moods.checkIn.saved'));
          onDone?.(t('moods.checkIn.saved'));
        },
        onError: failed,
      },
    );
  };

  const erase = () => {
    setDone(null);
    setProblem(null);
    remove.mutate(today.day, {
      onSuccess: () => {
        setLevel(null);
        setNote('');
        setTags([]);
        setDone(t('moods.checkIn.deleted'));
        onDone?.(t('moods.checkIn.deleted'));
      },
      onError: failed,
    });
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-labelledby={`${id}-question`}
    >
      <Typography id={`${id}-question`} variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {t('moods.checkIn.question')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={level}
        onChange={(_event, next: number | null) => {
          if (next !== null) {
            setLevel(next);
            setProblem(null);
          }
        }}
        aria-label={t('moods.checkIn.levelsLabel')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 1 }}
      >
        {MOOD_LEVELS.map((value) => (
          <ToggleButton
            key={value}
            value={value}
            aria-label={t(levelKey(value))}
            sx={{
              flexDirection: 'column',
              gap: 0.5,
              py: 1.25,
              px: 0.5,
              minHeight: 72,
              borderRadius: '8px !important',
              border: (theme) => `1px solid ${theme.palette.divider} !important`,
              textTransform: 'none',
            }}
          >
            <MoodFace level={value} sx={{ fontSize: { xs: 30, sm: 36 } }} />
            <Typography
              component="span"
              variant="caption"
              sx={{ lineHeight: 1.2, fontWeight: level === value ? 700 : 400 }}
            >
              {t(levelKey(value))}
            </Typography>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextInput
        id={`${id}-note`}
        label={t('moods.checkIn.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        error={tooLong}
        helperText={
          tooLong
            ? t('moods.checkIn.noteTooLong', { max: NOTE_MAX })
            : t('moods.checkIn.noteHelp', { max: NOTE_MAX })
        }
      />
      {today.tags.length > 0 ? (
        <Stack spacing={1} role="group" aria-labelledby={`${id}-tags`}>
          <Typography id={`${id}-tags`} variant="body2" color="text.secondary">
            {t('moods.checkIn.tags')}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {today.tags.map((tag) => {
              const on = tags.includes(tag.key);
              return (
                <Chip
                  key={tag.key}
                  label={tagName(tag)}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  aria-pressed={on}
                  onClick={() =>
                    setTags((current) =>
                      on ? current.filter((key) => key !== tag.key) : [...current, tag.key],
                    )
                  }
                />
              );
            })}
          </Stack>
        </Stack>
      ) : null}
      {problem ? (
        <Alert
          severity="error"
          action={
            closed ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => void client.invalidateQueries({ queryKey: moodKeys.all() })}
              >
                {t('moods.checkIn.reload')}
              </Button>
            ) : undefined
          }
        >
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? t('moods.checkIn.saving') : t('moods.checkIn.save')}
        </Button>
        {onCancel ? <Button onClick={onCancel}>{t('moods.checkIn.cancel')}</Button> : null}
        {today.entry ? (
          <Button color="error" onClick={erase} disabled={remove.isPending}>
            {t('moods.checkIn.delete')}
          </Button>
        ) : null}
        <Typography role="status" variant="body2" color="text.secondary">
          {done ?? ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
