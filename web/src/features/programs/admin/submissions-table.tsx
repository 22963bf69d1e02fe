import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { SelectInput } from '@/components/form/select-input';
import { useNumberFormat } from '@/i18n/use-number-format';

import { ADMIN_PAGE_SIZE, programSubmissionsQueryOptions } from '../api/admin-programs';
import {
  SUBMISSION_STATUSES,
  type ProgramSubmission,
  type ProgramSubmissionStatus,
} from '../api/programs';
import { SubmissionStatusChip } from '../components/submission-status-chip';

import { DecideSubmissionDialog } from './decide-submission-dialog';

type Deciding = { submission: ProgramSubmission; decision: 'approve' | 'reject' };

/** A program's submissions (owners, admins), pending first by default: who, which action, the
 *  evidence, when, where each stands; a pending one the caller may decide is approved or
 *  rejected here as in the approvals inbox. */
export function SubmissionsTable({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const id = useId();
  const [status, setStatus] = useState<ProgramSubmissionStatus | null>('pending');
  const { page, perPage, setPage, controls } = useListPaging(ADMIN_PAGE_SIZE);
  const list = useQuery(programSubmissionsQueryOptions(programId, status, page, perPage));
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  return (
    <Stack spacing={2}>
      <SelectInput
        id={`${id}-status`}
        label={t('programs.admin.submissions.filter')}
        value={status ?? ''}
        onChange={(event) => {
          setStatus((event.target.value || null) as ProgramSubmissionStatus | null);
          setPage(0);
        }}
        options={[
          ...SUBMISSION_STATUSES.map((value) => ({
            value,
            label: t(`programs.submissionStatus.${value}`),
          })),
          { value: '', label: t('programs.admin.submissions.all') },
        ]}
        fullWidth={false}
        sx={{ minWidth: 200 }}
      />
      <ResourceTable
        tableId="program-submissions"
        query={list}
        rows={(data) => data.items}
        rowKey={(submission: ProgramSubmission) => submission.id}
        rowProps={(submission) => ({ 'data-submission': String(submission.id) })}
        label={t('programs.admin.submissions.label')}
        loadingLabel={t('programs.admin.submissions.loading')}
        empty={<EmptyState icon="📭" title={t('programs.admin.submissions.empty')} />}
        columns={[
          {
            key: 'person',
            header: t('programs.admin.submissions.columns.person'),
            rowHeader: true,
            render: (submission) => submission.person.full_name,
          },
          {
            key: 'action',
            header: t('programs.admin.submissions.columns.action'),
            cellStyle: { minWidth: 200, maxWidth: 360, overflowWrap: 'anywhere' },
            render: (submission) => (
              <Stack spacing={0.5}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {submission.action.title}
                </Typography>
                {submission.text ? (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                    {submission.text}
                  </Typography>
                ) : null}
                {submission.link ? (
                  <Link href={submission.link} target="_blank" rel="noopener noreferrer">
                    {t('programs.admin.submissions.link')}
                  </Link>
                ) : null}
                {submission.attachment ? (
                  <Link href={submission.attachment.url} target="_blank" rel="noopener noreferrer">
                    {submission.attachment.name}
                  </Link>
                ) : null}
              </Stack>
            ),
          },
          {
            key: 'points',
            header: t('programs.admin.submissions.columns.points'),
            align: 'right',
            render: (submission) => format.number(submission.points),
          },
          {
            key: 'date',
            header: t('programs.admin.submissions.columns.date'),
            nowrap: true,
            render: (submission) => <DateText value={submission.created_at} />,
          },
          {
            key: 'status',
            header: t('programs.admin.submissions.columns.status'),
            cellStyle: { minWidth: 140, maxWidth: 260 },
            render: (submission) => (
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <SubmissionStatusChip status={submission.status} />
                {submission.reviewer ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('programs.admin.submissions.by', { name: submission.reviewer.full_name })}
                  </Typography>
                ) : null}
                {submission.status === 'rejected' && submission.reason ? (
                  <Typography variant="caption">{submission.reason}</Typography>
                ) : null}
              </Stack>
            ),
          },
        ]}
        actions={{
          header: t('programs.admin.submissions.columns.actions'),
          render: (submission) =>
            submission.can_decide ? (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button
                  size="small"
                  variant="contained"
                  aria-label={t('programs.admin.submissions.approveOne', {
                    name: submission.person.full_name,
                  })}
                  onClick={() => setDeciding({ submission, decision: 'approve' })}
                >
                  {t('programs.admin.submissions.approve')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  aria-label={t('programs.admin.submissions.rejectOne', {
                    name: submission.person.full_name,
                  })}
                  onClick={() => setDeciding({ submission, decision: 'reject' })}
                >
                  {t('programs.admin.submissions.reject')}
                </Button>
              </Stack>
            ) : null,
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
      />
      {deciding ? (
        <DecideSubmissionDialog
          submission={deciding.submission}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </Stack>
  );
}
