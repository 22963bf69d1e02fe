import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { ProgramStatus } from '../api/programs';

/** A program's status: active filled, the others outlined (paused as a warning). */
export function ProgramStatusChip({ status }: { status: ProgramStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`programs.status.${status}`)}
      current={status === 'active'}
      color={status === 'active' ? 'success' : status === 'paused' ? 'warning' : 'default'}
    />
  );
}
