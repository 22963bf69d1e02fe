import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { CellStatus } from '../../api/admin-surveys';
import { isHidden, type Headline } from '../../lib/result-values';

/** A cell's figure, or why there is none: "Oculto por privacidad (menos de k respuestas)" for
 *  the privacy engine's, "Sin datos" where nobody answered. */
export function CellText({ status, value, k }: { status: CellStatus; value: Headline; k: number }) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  if (isHidden(status))
    return (
      <Typography component="span" variant="body2" color="text.secondary" data-cell="hidden">
        {t('surveys.results.hidden', { k: format.number(k) })}
      </Typography>
    );
  if (status === 'no_data' || !value)
    return (
      <Typography component="span" variant="body2" color="text.secondary" data-cell="empty">
        {t('surveys.results.noData')}
      </Typography>
    );
  const text =
    value.kind === 'favourable'
      ? format.percent(value.share)
      : value.kind === 'enps'
        ? format.signed(Math.round(value.score))
        : value.kind === 'mean'
          ? value.mean.toLocaleString(i18n.language, { maximumFractionDigits: 1 })
          : t('surveys.results.respondents', {
              count: value.respondents,
              number: format.number(value.respondents),
            });
  return (
    <Typography component="span" variant="body2" data-cell="ok">
      {text}
    </Typography>
  );
}
