import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import { monthLabel } from '../lib/value-texts';

export type MonthlyBarsProps = {
  months: readonly string[];
  counts: readonly number[];
  colour: string;
};

/** A value's recognitions per month as small bars (no chart library): the bars are decoration,
 *  the figures are read out through the element's label. */
export function MonthlyBars({ months, counts, colour }: MonthlyBarsProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const max = Math.max(1, ...counts);
  const label = t('values.monthlyLabel', {
    list: months
      .map((month, i) => `${monthLabel(month, i18n.language)}: ${format.number(counts[i] ?? 0)}`)
      .join(', '),
  });
  return (
    <Stack spacing={0.5} role="img" aria-label={label} data-testid="value-monthly">
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: '3px', height: 56 }}>
        {months.map((month, i) => {
          const count = counts[i] ?? 0;
          return (
            <Box
              key={month}
              title={`${monthLabel(month, i18n.language)}: ${format.number(count)}`}
              sx={{
                flex: '1 1 0',
                minWidth: 4,
                height: `${Math.max(count > 0 ? 8 : 2, (count / max) * 100)}%`,
                bgcolor: count > 0 ? colour : 'action.disabledBackground',
                borderRadius: '3px 3px 0 0',
              }}
            />
          );
        })}
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-hidden>
        <Typography variant="caption" color="text.secondary">
          {months[0] ? monthLabel(months[0], i18n.language) : null}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {months.length > 0 ? monthLabel(months[months.length - 1] ?? '', i18n.language) : null}
        </Typography>
      </Stack>
    </Stack>
  );
}
