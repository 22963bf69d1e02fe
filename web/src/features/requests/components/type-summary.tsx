import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { RequestType } from '../api/requests';
import { useChainLine } from '../lib/request-words';

/** Who approves a type, in order, and how long the chain has: "Aprueban: Jefatura → Personas
 *  (admins) · Plazo: 3 días". */
export function TypeSummary({ type }: { type: Pick<RequestType, 'steps' | 'sla_days'> }) {
  const { t } = useTranslation();
  const chain = useChainLine();
  const deadline =
    type.sla_days === null
      ? t('requests.type.noDeadline')
      : t('requests.type.deadline', { count: type.sla_days });
  return (
    <Typography variant="body2" color="text.secondary">
      {t('requests.type.chain', { chain: chain(type.steps) })}
      {` · ${deadline}`}
    </Typography>
  );
}
