import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PlainList } from '@/components/layout/plain-list';
import { PersonAvatar } from '@/components/people/person-avatar';
import { PersonLink } from '@/components/people/person-link';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { PodiumMetric } from '../api/podium';
import { standOrder, type PodiumStep } from '../lib/podium-ranks';

import { podiumValueKey } from './podium-value';

export type PodiumStandProps = { steps: readonly PodiumStep[]; metric: PodiumMetric };

const MEDALS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };
const STEP_HEIGHT: Record<number, number> = { 1: 96, 2: 64, 3: 44 };

/** The top three places: second, first and third side by side from 600 px, in rank order
 *  below. People tied on a place share its step, side by side. */
export function PodiumStand({ steps, metric }: PodiumStandProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const ordered = standOrder(steps);

  return (
    <PlainList
      ordered
      label={t('podium.standLabel')}
      sx={{
        display: 'grid',
        gap: 2,
        // A step is as wide as the people on it: tied people stand side by side, so a tied
        // third place never rises above the winner.
        gridTemplateColumns: {
          xs: '1fr',
          sm: ordered.map((step) => `minmax(0, ${step.entries.length}fr)`).join(' '),
        },
        alignItems: 'end',
      }}
    >
      {ordered.map((step) => (
        <Box
          component="li"
          key={step.rank}
          sx={{ order: { xs: step.rank, sm: 0 }, display: 'flex', flexDirection: 'column' }}
        >
          <Stack
            direction="row"
            useFlexGap
            sx={{
              gap: 1.5,
              flexWrap: 'wrap',
              justifyContent: 'center',
              alignItems: 'flex-end',
              textAlign: 'center',
              mb: 1,
            }}
          >
            {step.entries.map((entry) => (
              <Stack
                key={entry.user.id}
                spacing={0.5}
                sx={{ alignItems: 'center', minWidth: 0, flex: '1 1 0', maxWidth: 200 }}
              >
                <PersonAvatar person={entry.user} size={step.rank === 1 ? 64 : 52} />
                <Typography sx={{ overflowWrap: 'anywhere' }}>
                  <PersonLink person={entry.user} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(podiumValueKey(metric), {
                    count: entry.value,
                    formatted: format.number(entry.value),
                  })}
                </Typography>
              </Stack>
            ))}
          </Stack>
          <Box
            sx={{
              height: { xs: 'auto', sm: STEP_HEIGHT[step.rank] ?? 40 },
              py: { xs: 1, sm: 0 },
              bgcolor: step.rank === 1 ? 'primary.main' : 'action.selected',
              color: step.rank === 1 ? 'primary.contrastText' : 'text.primary',
              borderRadius: 2,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1,
              fontWeight: 700,
            }}
          >
            <span aria-hidden>{MEDALS[step.rank]}</span>
            <span>
              {t('podium.place', { rank: step.rank })}
              {step.entries.length > 1 ? ` · ${t('podium.tie')}` : null}
            </span>
          </Box>
        </Box>
      ))}
    </PlainList>
  );
}
