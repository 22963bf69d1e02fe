import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';

import type { StatusLine as StatusLineData } from '../api/types';
import { missingText } from '../lib/missing-text';

/** "Fase actual: Redacción · Falta: autoevaluación · Fecha límite: 12/12/2026" (EVA-2), every
 *  part in words; an overdue deadline says "vencida" in the error colour. */
export function StatusLine({ line, testId }: { line: StatusLineData; testId?: string }) {
  const { t } = useTranslation();
  const missing = missingText(line.missing, t);
  return (
    <Typography variant="body2" color="text.secondary" data-testid={testId}>
      {t('evaluations.statusLine.phase', { phase: t(`evaluations.phase.${line.phase}`) })}
      {' · '}
      {missing
        ? t('evaluations.statusLine.missing', { items: missing })
        : t('evaluations.statusLine.nothingMissing')}
      {line.due_on ? (
        <>
          {' · '}
          {t('evaluations.statusLine.due')} <DateText value={line.due_on} />
          {line.overdue ? (
            <Typography component="span" variant="body2" color="error" sx={{ fontWeight: 600 }}>
              {' '}
              {t('evaluations.statusLine.overdue')}
            </Typography>
          ) : null}
        </>
      ) : null}
    </Typography>
  );
}
