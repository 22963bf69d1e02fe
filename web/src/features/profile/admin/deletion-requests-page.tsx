import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListPagination } from '@/components/data/list-pagination';
import { ResourceTable } from '@/components/data/resource-table';
import { useListPaging } from '@/components/data/use-list-paging';
import { DateText } from '@/components/date-text';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { EmptyState } from '@/components/feedback/empty-state';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { SectionHeader } from '@/components/layout/section-header';
import { eraseUserMutation } from '@/lib/calls/directory';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  DECLINE_NOTE_MAX_LENGTH,
  declineDeletionRequestMutation,
  deletionQueueQueryOptions,
  toDeclineBody,
  validateDecline,
} from '../api/deletion-queue';
import type { DeletionRequest } from '../api/deletion-request';

/** Declines a request, with an optional note for the person. */
function DeclineDialog({ request, onClose }: { request: DeletionRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const name = request.user.full_name;
  const form = useMutationForm({
    defaultValues: { note: '' },
    validate: validateDecline,
    mutation: declineDeletionRequestMutation(request.id),
    toRequest: toDeclineBody,
    successToast: () => t('admin.deletionRequests.decline.done', { name }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('admin.deletionRequests.decline.title', { name })}
      submitLabel={t('admin.deletionRequests.decline.submit')}
      onClose={onClose}
      intro={<Typography>{t('admin.deletionRequests.decline.intro', { name })}</Typography>}
    >
      <TextField
        name="note"
        label={t('admin.deletionRequests.decline.note')}
        helperText={t('admin.deletionRequests.decline.noteHelp')}
        lines={3}
        maxLength={DECLINE_NOTE_MAX_LENGTH}
      />
    </FormDialog>
  );
}

/** The open account deletion requests, oldest first: who asked, why and when; each erased (the
 *  account's personal data goes) or declined with a note. */
export function DeletionRequestsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.deletionRequests.title'));
  const { page, perPage, controls: paging } = useListPaging();
  const [declining, setDeclining] = useState<DeletionRequest | null>(null);
  const list = useQuery(deletionQueueQueryOptions(page + 1, perPage));
  const erase = useConfirmAction(
    eraseUserMutation(),
    (request: DeletionRequest) => request.user.id,
    (_erased, request) => t('people.erase.done', { name: request.user.full_name }),
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('admin.deletionRequests.title')}
        description={t('admin.deletionRequests.description')}
      />
      <ResourceTable
        tableId="deletion-requests"
        query={list}
        rows={(data) => data.items}
        rowKey={(request: DeletionRequest) => request.id}
        label={t('admin.deletionRequests.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="🗂️"
            title={t('admin.deletionRequests.empty')}
            body={t('admin.deletionRequests.emptyBody')}
          />
        }
        cards
        columns={[
          {
            key: 'person',
            header: t('admin.deletionRequests.columns.person'),
            rowHeader: true,
            render: (request) => request.user.full_name,
          },
          {
            key: 'email',
            header: t('admin.deletionRequests.columns.email'),
            render: (request) => request.user.email ?? '—',
          },
          {
            key: 'reason',
            header: t('admin.deletionRequests.columns.reason'),
            cellStyle: { minWidth: 200, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
            render: (request) => request.reason ?? t('admin.deletionRequests.noReason'),
          },
          {
            key: 'date',
            header: t('admin.deletionRequests.columns.date'),
            nowrap: true,
            render: (request) => <DateText value={request.created_at} />,
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (request) => (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button
                size="small"
                sx={{ whiteSpace: 'nowrap' }}
                onClick={() => setDeclining(request)}
                aria-label={t('admin.deletionRequests.decline.label', {
                  name: request.user.full_name,
                })}
              >
                {t('admin.deletionRequests.decline.action')}
              </Button>
              <Button
                size="small"
                color="error"
                variant="outlined"
                sx={{ whiteSpace: 'nowrap' }}
                onClick={() => erase.ask(request)}
                aria-label={t('people.erase.label', { name: request.user.full_name })}
              >
                {t('people.erase.action')}
              </Button>
            </Stack>
          ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...paging} />}
      />
      {declining ? <DeclineDialog request={declining} onClose={() => setDeclining(null)} /> : null}
      <ConfirmActionDialog
        action={erase}
        title={t('people.erase.title')}
        body={(request) => t('people.erase.body', { name: request.user.full_name })}
        confirmLabel={t('people.erase.confirm')}
      />
    </Stack>
  );
}
