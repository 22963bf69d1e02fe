import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';

import type { StatusLine } from './types';

export type StatusLineTextProps = { line: StatusLine };

/** "Fase actual: Redacción · Falta: autoevaluación, 2 evaluaciones de pares · Fecha límite:
 *  12/12/2026", the deadline "vencida" in the error colour when it passed. */
export function StatusLineText({ line }: StatusLineTextProps) {
  const { t } = useTranslation();
  const missing = line.missing.filter((entry) => entry.count > 0);
  return (
    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
      {t('evaluations.admin.statusLine.phase', {
        phase: t(`evaluations.admin.phase.${line.phase}`),
      })}
      {missing.length > 0
        ? ` · ${t('evaluations.admin.statusLine.missing', {
            list: missing
              .map((entry) =>
                t(`evaluations.admin.statusLine.kind.${entry.kind}`, { count: entry.count }),
              )
              .join(', '),
          })}`
        : ` · ${t('evaluations.admin.statusLine.nothingMissing')}`}
      {line.due_on ? (
        <>
          {` · ${t('evaluations.admin.statusLine.due')} `}
          <DateText value={line.due_on} />
          {line.overdue ? (
            <Typography
              component="span"
              variant="body2"
              color="error"
              sx={{ fontWeight: 600 }}
            >{` (${t('evaluations.admin.statusLine.overdue')})`}</Typography>
          ) : null}
        </>
      ) : null}
    </Typography>
  );
}
