import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { LevelInput, LevelPreviewRow } from '../api/podium-settings';

export type LevelsPreviewProps = {
  preview: LevelPreviewRow[] | null;
  levels: readonly LevelInput[];
  error: unknown;
};

/** LVL-4: how many people each level of the draft would hold, before saving (nothing is saved
 *  and nobody is announced a level-up by an edit). */
export function LevelsPreview({ preview, levels, error }: LevelsPreviewProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (!preview) return null;
  return (
    <Box role="status" data-testid="levels-preview">
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {t('admin.levels.previewTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {preview.map((row) => {
          const level = levels.find((l) => l.min_points === row.min_points);
          return (
            <Typography component="li" key={row.min_points}>
              {t('admin.levels.previewRow', {
                level: `${level?.emoji ? `${level.emoji} ` : ''}${level?.name ?? ''}`,
                min: format.number(row.min_points),
                count: row.people,
                formatted: format.number(row.people),
              })}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
