import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { SurveyStatus } from '../api/admin-surveys';

const COLORS: Record<SurveyStatus, 'success' | 'warning' | 'default'> = {
  draft: 'default',
  scheduled: 'warning',
  open: 'success',
  paused: 'warning',
  closed: 'default',
  archived: 'default',
};

/** A survey's place in its lifecycle (Borrador, Programada, Abierta...). */
export function SurveyStatusChip({ status }: { status: SurveyStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`surveys.admin.status.${status}`)}
      current={status === 'open'}
      color={COLORS[status]}
    />
  );
}
