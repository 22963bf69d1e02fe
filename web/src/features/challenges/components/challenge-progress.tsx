import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { Challenge } from '../api/challenges';
import { useChallengeWords } from '../lib/use-challenge-words';

export type ChallengeProgressProps = {
  challenge: Pick<Challenge, 'metric' | 'product_event' | 'unit' | 'kind'>;
  mine: Challenge['mine'];
};

/** My progress in the current period: "7 de 10 reconocimientos" (a team's per-member score in a
 *  team challenge), a bar, "Te faltan 3" or "¡Meta cumplida!", and my place. */
export function ChallengeProgress({ challenge, mine }: ChallengeProgressProps) {
  const { t } = useTranslation();
  const { amount } = useChallengeWords();
  const format = useNumberFormat();
  const id = useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={id} variant="body2" color="text.secondary">
        {t(challenge.kind === 'team' ? 'challenges.progress.team' : 'challenges.progress.mine', {
          score: format.number(mine.score),
          target: amount(challenge, mine.target),
        })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.max(0, Math.min(100, mine.percent))}
        aria-labelledby={id}
        color={mine.completed ? 'success' : 'primary'}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {mine.completed
            ? t('challenges.progress.completed')
            : t('challenges.progress.remaining', {
                count: mine.remaining,
                amount: amount(challenge, mine.remaining),
              })}
        </Typography>
        {mine.rank ? (
          <Typography variant="body2" color="text.secondary">
            {t('challenges.progress.rank', { rank: mine.rank })}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
