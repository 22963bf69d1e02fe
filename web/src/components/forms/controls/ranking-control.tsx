// A ranking: the options in a numbered list, each with "Subir" and "Bajar" buttons (keyboard and
// screen readers first; no dragging needed). Each move is announced, and focus stays on the
// moved option. Until the person moves one or keeps the order shown, it is unanswered.
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { visuallyHidden } from '../visually-hidden';

import type { ControlProps, QuestionOf } from './control-props';

type Direction = 'up' | 'down';

/** The order shown: the ranked ids the question still has, then the options not ranked yet. */
function shownOrder(options: readonly { id: string }[], ranked: readonly string[]) {
  const known = ranked.filter((id) => options.some((option) => option.id === id));
  return [...known, ...options.map((option) => option.id).filter((id) => !known.includes(id))];
}

export function RankingControl({
  question,
  ids,
  value,
  onChange,
  onBlur,
  disabled,
}: ControlProps<QuestionOf<'ranking'>>) {
  const { t } = useTranslation();
  const ranked = Array.isArray(value) && value.length > 0;
  const order = shownOrder(question.options, ranked ? (value as string[]) : []);
  const labels = new Map(question.options.map((option) => [option.id, option.label]));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The option just moved keeps the focus (on the same button, or the other one at an end).
  const focusNext = useRef<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const moved = focusNext.current;
    if (!moved) return;
    focusNext.current = null;
    const other: Direction = moved.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${moved.id}:${moved.direction}`);
    const target = same && !same.disabled ? same : buttons.current.get(`${moved.id}:${other}`);
    target?.focus();
  });

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const next = [...order];
    const [id] = next.splice(index, 1);
    if (id === undefined) return;
    next.splice(to, 0, id);
    onChange(next);
    focusNext.current = { id, direction };
    setAnnouncement(
      t('forms.renderer.ranking.moved', {
        label: labels.get(id),
        position: to + 1,
        total: next.length,
      }),
    );
  };

  const setButton = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <Box onBlur={onBlur}>
      <Box component="ol" aria-labelledby={ids.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {order.map((id, index) => {
          const label = labels.get(id) ?? id;
          return (
            <Box
              component="li"
              key={id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.5,
                px: 1,
                mb: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
              }}
            >
              <Typography
                aria-hidden
                sx={{
                  minWidth: '1.5em',
                  fontWeight: 700,
                  color: ranked ? 'text.primary' : 'text.secondary',
                }}
              >
                {index + 1}.
              </Typography>
              <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('forms.renderer.ranking.position', { position: index + 1 })}
                </Box>
                {label}
              </Typography>
              <IconButton
                ref={setButton(`${id}:up`)}
                size="small"
                disabled={disabled || index === 0}
                aria-label={t('forms.renderer.ranking.up', { label })}
                onClick={() => move(index, 'up')}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                ref={setButton(`${id}:down`)}
                size="small"
                disabled={disabled || index === order.length - 1}
                aria-label={t('forms.renderer.ranking.down', { label })}
                onClick={() => move(index, 'down')}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      {disabled ? null : ranked ? (
        question.required ? null : (
          <Button size="small" onClick={() => onChange([])}>
            {t('forms.renderer.ranking.reset')}
          </Button>
        )
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('forms.renderer.ranking.notRanked')}
          </Typography>
          <Button size="small" onClick={() => onChange(order)}>
            {t('forms.renderer.ranking.keep')}
          </Button>
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
