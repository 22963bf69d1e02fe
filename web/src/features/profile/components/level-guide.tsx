import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';
import { myLevelQueryOptions, publishLevelUpsMutation } from '@/lib/calls/points';
import { useLedgerKindText } from '@/lib/modules/ledger-kinds';

/** LVL-3 and LVL-★3 under the level bar: "Cómo subir de nivel" (what earned the person level
 *  points in the last 30 days and the weeks to the next level at that pace), the level-ups with
 *  their dates and the choice to publish them in the feed. Nothing when levels are off. */
export function LevelGuide() {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const kindText = useLedgerKindText('total');
  const level = useQuery(myLevelQueryOptions());
  const publish = useMutation(publishLevelUpsMutation());
  if (!level.data) return null;
  const data = level.data;
  const english = i18n.language.startsWith('en');
  return (
    <Stack spacing={2} data-testid="level-guide">
      <Box>
        <Typography variant="h3" sx={{ mb: 1 }}>
          {t('profile.levelGuide.title')}
        </Typography>
        {data.last_30_days.length === 0 ? (
          <Typography color="text.secondary">{t('profile.levelGuide.noPace')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {data.last_30_days.map((row) => (
              <Typography component="li" key={row.source}>
                {t('profile.levelGuide.source', {
                  source: kindText(row.source),
                  count: row.points,
                  formatted: format.number(row.points),
                })}
              </Typography>
            ))}
          </Box>
        )}
        {data.weeks_to_next !== null && data.next_level ? (
          <Typography sx={{ mt: 1, fontWeight: 600 }} data-testid="level-weeks">
            {t('profile.levelGuide.weeks', {
              count: data.weeks_to_next,
              formatted: format.number(data.weeks_to_next),
            })}
          </Typography>
        ) : null}
      </Box>
      <Box>
        <Typography variant="h3" sx={{ mb: 1 }}>
          {t('profile.levelGuide.history')}
        </Typography>
        {data.history.length === 0 ? (
          <Typography color="text.secondary">{t('profile.levelGuide.noHistory')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {data.history.map((up) => (
              <Typography component="li" key={`${up.level_name}-${up.min_points}`}>
                {up.emoji ? `${up.emoji} ` : null}
                {(english ? up.level_name_en : null) ?? up.level_name} ·{' '}
                <DateText value={up.created_at} />
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={
              publish.isPending
                ? (publish.variables ?? data.publish_level_ups)
                : data.publish_level_ups
            }
            disabled={publish.isPending}
            onChange={(_, checked) =>
              publish.mutate(checked, {
                onError: (error) => showToast(errorMessage(error), 'error'),
              })
            }
          />
        }
        label={t('profile.levelGuide.publish')}
      />
    </Stack>
  );
}
