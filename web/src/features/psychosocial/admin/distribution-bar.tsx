import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { PsyScore } from '../api/admin';
import { LEVELS, LEVEL_COLOURS, levelKey } from '../lib/levels';

/** How many respondents fall in each level, as one stacked bar (named for screen readers by its
 *  counts; the table view writes them out). */
export function DistributionBar({ levels }: { levels: PsyScore['levels'] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const total = LEVELS.reduce((sum, level) => sum + levels[level], 0);
  const label = LEVELS.map(
    (level) => `${t(levelKey(level))}: ${format.number(levels[level])}`,
  ).join(', ');
  return (
    <Box
      role="img"
      aria-label={t('psychosocial.results.distributionLabel', { counts: label })}
      sx={{
        display: 'flex',
        height: 20,
        width: '100%',
        minWidth: 120,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {total > 0
        ? LEVELS.filter((level) => levels[level] > 0).map((level) => (
            <Box
              key={level}
              title={`${t(levelKey(level))}: ${format.number(levels[level])}`}
              sx={{
                width: `${(100 * levels[level]) / total}%`,
                bgcolor: LEVEL_COLOURS[level].background,
                color: LEVEL_COLOURS[level].text,
                fontSize: 12,
                lineHeight: '20px',
                textAlign: 'center',
                overflow: 'hidden',
              }}
            >
              {format.number(levels[level])}
            </Box>
          ))
        : null}
    </Box>
  );
}

/** The colours' key under the bars: each level's colour beside its word. */
export function LevelLegend() {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('psychosocial.results.legend')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {LEVELS.map((level) => (
        <Box key={level} component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              borderRadius: 0.5,
              bgcolor: LEVEL_COLOURS[level].background,
            }}
          />
          <Box component="span" sx={{ fontSize: 14 }}>
            {t(levelKey(level))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
