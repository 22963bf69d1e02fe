import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import type { PersonRef } from '@/api/types';
import { DataTable } from '@/components/data/data-table';
import { DateInput } from '@/components/form/date-input';
import { TextInput } from '@/components/form/text-input';
import { Panel } from '@/components/layout/panel';
import { SectionHeader } from '@/components/layout/section-header';
import { PeoplePicker } from '@/components/people/people-picker';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  BULK_MAX_FILES,
  bulkUploadMutation,
  openPersonalFolderMutation,
  type BulkStored,
  type BulkUnmatched,
  type BulkUploadResult,
} from '../api/admin-files';
import { AckSwitch } from '../components/file-fields';
import { FilePicker } from '../components/file-picker';
import { dateProblem, fileProblem, parseTags, tagsProblem } from '../lib/file-rules';
import { fileLink, folderLink } from '../lib/links';
import { useFieldErrors } from '../lib/use-field-errors';
import { useFilesErrorMessage } from '../lib/use-files-error';

/** The console's "Documentos": open a person's personal folder, and upload many files at once
 *  into personal folders, each matched by the e-mail address in its name. */
export function FilesAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('files.admin.title'));
  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <SectionHeader title={t('files.admin.title')} description={t('files.admin.lead')} />
      <PersonalFolderPanel />
      <BulkUploadPanel />
    </Stack>
  );
}

function PersonalFolderPanel() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const describe = useFilesErrorMessage();
  const [person, setPerson] = useState<PersonRef | null>(null);
  const [missing, setMissing] = useState(false);
  const open = useMutation(openPersonalFolderMutation());
  return (
    <Panel title={t('files.admin.personal.title')} description={t('files.admin.personal.lead')}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          if (!person) {
            setMissing(true);
            return;
          }
          open.mutate(person.id, {
            onSuccess: (folder) => void navigate(folderLink(folder.id)),
          });
        }}
      >
        {open.error ? (
          <Alert severity="error" role="alert">
            {describe(open.error)}
          </Alert>
        ) : null}
        <PeoplePicker
          id={`${id}-person`}
          label={t('files.admin.personal.person')}
          value={person}
          onChange={(chosen) => {
            setPerson(chosen);
            setMissing(false);
          }}
          error={missing ? t('files.admin.personal.pick') : undefined}
          required
        />
        <Stack direction="row">
          <Button
            type="submit"
            variant="contained"
            startIcon={<FolderSharedOutlined />}
            loading={open.isPending}
          >
            {t('files.admin.personal.open')}
          </Button>
        </Stack>
      </Stack>
    </Panel>
  );
}

const BULK_FIELDS = ['file', 'tags', 'requires_ack', 'expires_on'] as const;

function BulkUploadPanel() {
  const { t } = useTranslation();
  const id = useId();
  const bulk = useMutation(bulkUploadMutation());
  const errors = useFieldErrors(BULK_FIELDS, { file_too_large: 'file' });
  const [files, setFiles] = useState<File[]>([]);
  const [tags, setTags] = useState('');
  const [requiresAck, setRequiresAck] = useState(false);
  const [expiresOn, setExpiresOn] = useState('');
  const [result, setResult] = useState<BulkUploadResult | null>(null);

  const submit = () => {
    const bad = files.find((file) => fileProblem(file) !== null);
    const passed = errors.check({
      file:
        files.length === 0
          ? 'files.checks.filesMissing'
          : files.length > BULK_MAX_FILES
            ? 'files.checks.filesTooMany'
            : bad
              ? (fileProblem(bad) ?? undefined)
              : undefined,
      tags: tagsProblem(parseTags(tags)) ?? undefined,
      expires_on: dateProblem(expiresOn) ?? undefined,
    });
    if (!passed) return;
    setResult(null);
    bulk.mutate(
      { files, tags: parseTags(tags).join(','), requiresAck, expiresOn },
      {
        onSuccess: (answer) => {
          setResult(answer);
          // The files not matched stay chosen, to be renamed and sent again.
          const unmatched = new Set(answer.unmatched.map((entry) => entry.file_name));
          setFiles((current) => current.filter((file) => unmatched.has(file.name)));
        },
        onError: (error) => errors.fail(error),
      },
    );
  };

  const badFile = files.find((file) => fileProblem(file) !== null);
  return (
    <Panel title={t('files.admin.bulk.title')} description={t('files.admin.bulk.lead')}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {errors.alert ? (
          <Alert severity="error" role="alert">
            {errors.alert}
          </Alert>
        ) : null}
        <FilePicker
          label={t('files.admin.bulk.files')}
          buttonLabel={t('files.admin.bulk.choose')}
          files={files}
          multiple
          onChange={(chosen) => {
            errors.clear('file');
            setFiles((current) => mergeFiles(current, chosen));
          }}
          onRemove={(index) => {
            errors.clear('file');
            setFiles((current) => current.filter((_, at) => at !== index));
          }}
          error={
            errors.at('file') ??
            (badFile
              ? t('files.admin.bulk.badFile', {
                  name: badFile.name,
                  problem: t(fileProblem(badFile) ?? 'files.checks.fileType'),
                })
              : undefined)
          }
          helperText={t('files.admin.bulk.filesHelp', { max: BULK_MAX_FILES })}
          disabled={bulk.isPending}
        />
        {files.length > 0 ? (
          <Stack direction="row">
            <Button size="small" onClick={() => setFiles([])} disabled={bulk.isPending}>
              {t('files.admin.bulk.clear')}
            </Button>
          </Stack>
        ) : null}
        <TextInput
          id={`${id}-tags`}
          label={t('files.fields.tags')}
          value={tags}
          onChange={(event) => setTags(event.target.value)}
          error={Boolean(errors.at('tags'))}
          helperText={errors.at('tags') ?? t('files.admin.bulk.tagsHelp')}
          disabled={bulk.isPending}
        />
        <AckSwitch
          checked={requiresAck}
          onChange={setRequiresAck}
          error={errors.at('requires_ack')}
          disabled={bulk.isPending}
        />
        <DateInput
          id={`${id}-expires`}
          label={t('files.fields.expiresOn')}
          value={expiresOn}
          onChange={setExpiresOn}
          error={Boolean(errors.at('expires_on'))}
          helperText={errors.at('expires_on') ?? t('files.fields.expiresHelp')}
          disabled={bulk.isPending}
        />
        <Stack direction="row">
          <Button
            type="submit"
            variant="contained"
            startIcon={<UploadFileOutlined />}
            loading={bulk.isPending}
          >
            {t('files.admin.bulk.submit', { count: files.length })}
          </Button>
        </Stack>
      </Stack>
      {result ? <BulkResult result={result} /> : null}
    </Panel>
  );
}

/** Adds newly chosen files, a file of the same name replacing the one chosen before (renamed
 *  files sent again). */
function mergeFiles(current: readonly File[], chosen: readonly File[]): File[] {
  const names = new Set(chosen.map((file) => file.name));
  return [...current.filter((file) => !names.has(file.name)), ...chosen];
}

type ResultRow =
  | { kind: 'stored'; key: string; entry: BulkStored }
  | { kind: 'unmatched'; key: string; entry: BulkUnmatched };

function BulkResult({ result }: { result: BulkUploadResult }) {
  const { t } = useTranslation();
  const rows: ResultRow[] = [
    ...result.unmatched.map((entry, index) => ({
      kind: 'unmatched' as const,
      key: `u-${index}`,
      entry,
    })),
    ...result.stored.map((entry) => ({
      kind: 'stored' as const,
      key: `s-${entry.file_id}`,
      entry,
    })),
  ];
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }} data-testid="bulk-result">
      <Alert severity={result.unmatched.length > 0 ? 'warning' : 'success'} role="status">
        {t('files.admin.bulk.summary', {
          stored: result.stored.length,
          unmatched: result.unmatched.length,
        })}
        {result.unmatched.length > 0 ? ` ${t('files.admin.bulk.retry')}` : ''}
      </Alert>
      <DataTable<ResultRow>
        rows={rows}
        rowKey={(row) => row.key}
        label={t('files.admin.bulk.resultLabel')}
        cards
        columns={[
          {
            key: 'file',
            header: t('files.admin.bulk.file'),
            rowHeader: true,
            render: (row) => (
              <Typography sx={{ overflowWrap: 'anywhere' }}>{row.entry.file_name}</Typography>
            ),
          },
          {
            key: 'result',
            header: t('files.admin.bulk.result'),
            render: (row) =>
              row.kind === 'stored' ? (
                <Chip size="small" color="success" label={t('files.admin.bulk.stored')} />
              ) : (
                <Chip size="small" color="warning" label={t('files.admin.bulk.notMatched')} />
              ),
          },
          {
            key: 'detail',
            header: t('files.admin.bulk.detail'),
            render: (row) =>
              row.kind === 'stored' ? (
                <Stack>
                  <Link component={RouterLink} to={folderLink(row.entry.folder_id)}>
                    {row.entry.person.full_name}
                  </Link>
                  <Link component={RouterLink} to={fileLink(row.entry.file_id)} variant="body2">
                    {t('files.admin.bulk.openFile')}
                  </Link>
                </Stack>
              ) : (
                <Typography variant="body2">
                  {t(`files.admin.bulk.reasons.${row.entry.reason}`)}
                </Typography>
              ),
          },
        ]}
      />
    </Stack>
  );
}
