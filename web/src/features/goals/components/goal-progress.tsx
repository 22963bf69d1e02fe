import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Health } from '../api/types';
import { HEALTH_COLOURS, useProgressText } from '../lib/goal-values';

export type GoalProgressProps = { progress: number; expected: number; health: Health };

/** The progress bar in the health's colour, with a marker where the goal should be by now
 *  (GOA-6), and both said in words for those who cannot see the bar. */
export function GoalProgress({ progress, expected, health }: GoalProgressProps) {
  const { t } = useTranslation();
  const id = useId();
  const percent = useProgressText();
  const clamp = (value: number) => Math.max(0, Math.min(100, value));
  return (
    <Stack spacing={0.5}>
      <Box
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamp(progress))}
        aria-describedby={id}
        aria-label={t('goals.progress.label')}
        sx={{
          position: 'relative',
          height: 10,
          borderRadius: 5,
          bgcolor: 'action.hover',
          overflow: 'visible',
        }}
      >
        <Box
          sx={{
            width: `${clamp(progress)}%`,
            height: '100%',
            borderRadius: 5,
            bgcolor: `${HEALTH_COLOURS[health]}.main`,
          }}
        />
        <Box
          data-testid="expected-marker"
          sx={{
            position: 'absolute',
            top: -3,
            bottom: -3,
            left: `calc(${clamp(expected)}% - 1px)`,
            width: 2,
            bgcolor: 'text.primary',
          }}
        />
      </Box>
      <Typography id={id} variant="caption" color="text.secondary">
        {t('goals.progress.text', { progress: percent(progress), expected: percent(expected) })}
      </Typography>
    </Stack>
  );
}
