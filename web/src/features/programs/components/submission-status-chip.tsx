import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { ProgramSubmissionStatus } from '../api/programs';

/** A submission's status: approved filled green, pending a warning, the others outlined. */
export function SubmissionStatusChip({ status }: { status: ProgramSubmissionStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`programs.submissionStatus.${status}`)}
      current={status === 'approved'}
      color={status === 'approved' ? 'success' : status === 'pending' ? 'warning' : 'default'}
    />
  );
}
