import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';
import type { Level } from '@/lib/calls/points';
import { useOrgWording } from '@/lib/use-org-wording';

import { levelProgress } from '../lib/points-display';

export type LevelProgressBarProps = {
  lifetime: number;
  level: Level | null;
  next: Level | null;
};

/** The current level and a bar toward the next one, named in the UI language. */
export function LevelProgressBar({ lifetime, level, next }: LevelProgressBarProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const labelId = useId();
  const progress = levelProgress(lifetime, level, next);

  return (
    <Stack spacing={1}>
      <Typography id={labelId} sx={{ fontWeight: 700 }}>
        {level ? t('profile.level', { level: wording.label(level) }) : t('profile.noLevel')}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress.percent}
        aria-labelledby={labelId}
        aria-valuetext={
          next
            ? t('profile.toNextLevel', {
                points: format.number(progress.remaining),
                level: wording.name(next),
              })
            : t('profile.topLevel')
        }
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography variant="body2" color="text.secondary">
        {next
          ? t('profile.toNextLevel', {
              points: format.number(progress.remaining),
              level: wording.label(next),
            })
          : t('profile.topLevel')}
      </Typography>
    </Stack>
  );
}
