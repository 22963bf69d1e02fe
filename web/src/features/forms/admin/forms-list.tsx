import Add from '@mui/icons-material/Add';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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
import { SectionHeader } from '@/components/layout/section-header';
import { StatusChip } from '@/components/status-chip';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { archiveFormMutation, formsQueryOptions, type FormSummary } from './admin-forms-api';
import { inLanguage } from './form-text';

export type FormsListProps = {
  onCreate: () => void;
  /** Opens a form in the builder (an archived one is only looked at). */
  onOpen: (formId: string) => void;
};

/** The console's forms: each with its questions, latest version, last save, submissions and
 *  state; a new one, editing, and archiving after a confirmation. Archived forms show on
 *  request. */
export function FormsList({ onCreate, onOpen }: FormsListProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  useDocumentTitle(t('forms.admin.title'));
  const [archived, setArchived] = useState(false);
  const { page, perPage, setPage, controls } = useListPaging();
  const list = useQuery(formsQueryOptions(archived, page, perPage));
  const title = (form: FormSummary) => inLanguage(form.title, i18n.language);
  const archive = useConfirmAction(
    archiveFormMutation(),
    (form: FormSummary) => form.form_id,
    (_done, form) => t('forms.admin.archived', { title: title(form) }),
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('forms.admin.title')}
        description={t('forms.admin.description')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={onCreate}>
            {t('forms.admin.create')}
          </Button>
        }
      />
      <FormControlLabel
        control={
          <Switch
            checked={archived}
            onChange={(event) => {
              setArchived(event.target.checked);
              setPage(0);
            }}
          />
        }
        label={t('forms.admin.showArchived')}
      />
      <ResourceTable
        tableId="forms"
        query={list}
        rows={(data) => data.items}
        rowKey={(form) => form.form_id}
        rowProps={(form) => ({ 'data-form': form.form_id })}
        label={t('forms.admin.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={
          <EmptyState
            icon="📝"
            title={t('forms.admin.empty')}
            body={t('forms.admin.emptyBody')}
            action={
              <Button variant="outlined" startIcon={<Add />} onClick={onCreate}>
                {t('forms.admin.create')}
              </Button>
            }
          />
        }
        columns={[
          {
            key: 'title',
            header: t('forms.admin.columns.title'),
            rowHeader: true,
            cellStyle: { maxWidth: 320, overflowWrap: 'anywhere' },
            sortValue: title,
            render: (form) => (
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {title(form)}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block' }}
                >
                  {form.form_id}
                </Typography>
              </>
            ),
          },
          {
            key: 'questions',
            header: t('forms.admin.columns.questions'),
            align: 'right',
            sortValue: (form) => form.questions,
            render: (form) => format.number(form.questions),
          },
          {
            key: 'version',
            header: t('forms.admin.columns.version'),
            align: 'right',
            sortValue: (form) => form.version,
            render: (form) => format.number(form.version),
          },
          {
            key: 'updated',
            header: t('forms.admin.columns.updated'),
            nowrap: true,
            sortValue: (form) => form.updated_at,
            render: (form) => <DateText value={form.updated_at} />,
          },
          {
            key: 'submissions',
            header: t('forms.admin.columns.submissions'),
            align: 'right',
            sortValue: (form) => form.submissions,
            render: (form) => format.number(form.submissions),
          },
          {
            key: 'status',
            header: t('forms.admin.columns.status'),
            render: (form) =>
              form.archived ? (
                <StatusChip
                  label={t('forms.admin.status.archived')}
                  current={false}
                  color="default"
                />
              ) : (
                <StatusChip label={t('forms.admin.status.active')} current color="success" />
              ),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (form) =>
            form.archived ? (
              <IconButton
                aria-label={t('forms.admin.view', { title: title(form) })}
                onClick={() => onOpen(form.form_id)}
              >
                <VisibilityOutlined />
              </IconButton>
            ) : (
              <>
                <IconButton
                  aria-label={t('forms.admin.edit', { title: title(form) })}
                  onClick={() => onOpen(form.form_id)}
                >
                  <EditOutlined />
                </IconButton>
                <IconButton
                  aria-label={t('forms.admin.archive', { title: title(form) })}
                  onClick={() => archive.ask(form)}
                >
                  <ArchiveOutlined />
                </IconButton>
              </>
            ),
        }}
        pagination={(data) => <ListPagination meta={data.meta} {...controls} />}
      />
      <ConfirmActionDialog
        action={archive}
        title={t('forms.admin.archiveTitle')}
        body={(form) =>
          t('forms.admin.archiveBody', {
            title: title(form),
            submissions: format.number(form.submissions),
          })
        }
        confirmLabel={t('forms.admin.archiveConfirm')}
      />
    </Stack>
  );
}
