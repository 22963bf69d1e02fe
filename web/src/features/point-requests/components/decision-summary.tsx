import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';

import type { PointRequest } from '../api/point-requests';

export type DecisionSummaryProps = { request: PointRequest };

/** Who decided a request and when, then the approver's note or the reason for rejecting it;
 *  nothing while it is pending. */
export function DecisionSummary({ request }: DecisionSummaryProps) {
  const { t } = useTranslation();
  if (request.status === 'pending') return null;
  const approved = request.status === 'approved';
  const by = request.decided_by?.full_name;
  return (
    <>
      {by || request.decided_at !== null ? (
        <Typography variant="body2" color="text.secondary">
          {by
            ? t(approved ? 'pointRequests.approvedBy' : 'pointRequests.rejectedBy', { name: by })
            : null}
          {by && request.decided_at !== null ? ' · ' : null}
          {request.decided_at !== null ? <DateText value={request.decided_at} /> : null}
        </Typography>
      ) : null}
      {request.note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {t(approved ? 'pointRequests.note' : 'pointRequests.rejectionReason', {
            text: request.note,
          })}
        </Typography>
      ) : null}
    </>
  );
}
