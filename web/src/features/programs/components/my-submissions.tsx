import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { ProgramAction, ProgramSubmission } from '../api/programs';

import { SubmissionStatusChip } from './submission-status-chip';

export type MySubmissionsProps = {
  submissions: readonly ProgramSubmission[];
  actions: readonly ProgramAction[];
  onResubmit: (action: ProgramAction, submission: ProgramSubmission) => void;
};

/** My latest submissions in the program: the action, when, its status, the rejection reason, and
 *  "Volver a enviar" for a rejected one whose action I may still send. */
export function MySubmissions({ submissions, actions, onResubmit }: MySubmissionsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  if (submissions.length === 0)
    return <Typography color="text.secondary">{t('programs.mine.empty')}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {submissions.map((submission) => {
        const action = actions.find((entry) => entry.id === submission.action.id);
        const canResend =
          submission.status === 'rejected' && action !== undefined && action.state === 'available';
        return (
          <Paper
            key={submission.id}
            component="li"
            variant="outlined"
            sx={{ p: 1.5 }}
            data-submission={submission.id}
          >
            <Stack spacing={0.75}>
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {submission.action.title}
                </Typography>
                <SubmissionStatusChip status={submission.status} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                <DateText value={submission.created_at} /> ·{' '}
                {t('programs.points', {
                  count: submission.points,
                  formatted: format.number(submission.points),
                })}
              </Typography>
              {submission.text ? (
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                >
                  {submission.text}
                </Typography>
              ) : null}
              {submission.link ? (
                <Link
                  href={submission.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {submission.link}
                </Link>
              ) : null}
              {submission.attachment ? (
                <Link href={submission.attachment.url} target="_blank" rel="noopener noreferrer">
                  {submission.attachment.name}
                </Link>
              ) : null}
              {submission.status === 'rejected' && submission.reason ? (
                <Typography variant="body2" color="error.main">
                  {t('programs.mine.reason', { reason: submission.reason })}
                </Typography>
              ) : null}
              {canResend ? (
                <div>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => onResubmit(action, submission)}
                  >
                    {t('programs.mine.resubmit')}
                  </Button>
                </div>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
