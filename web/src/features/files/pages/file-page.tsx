import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { DateTimeText } from '@/components/date-text';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { showToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { deleteFileMutation, fileQueryOptions, type FileDetail } from '../api/files';
import { AckBanner } from '../components/ack-banner';
import { AckReport } from '../components/ack-report';
import { FilesBreadcrumbs } from '../components/breadcrumbs';
import { ExpiryChip, TagChips } from '../components/file-chips';
import { FileEditDialog } from '../components/file-edit-dialog';
import { FileKindIcon } from '../components/file-kind-icon';
import { FilePreview } from '../components/file-preview';
import { VersionDialog } from '../components/version-dialog';
import { VersionsList } from '../components/versions-list';
import { folderLink } from '../lib/links';
import { useFilesErrorMessage } from '../lib/use-files-error';

const ID = /^[1-9][0-9]{0,17}$/;

/** `/files/:fileId`: a document's preview, details and versions, "Descargar", the read
 *  confirmation it asks for, and for its managers a new version, editing, deleting and the
 *  confirmation report. */
export function FilePage() {
  const { t } = useTranslation();
  const raw = useParams().fileId ?? '';
  const known = ID.test(raw);
  const fileId = known ? Number(raw) : 0;
  const query = useQuery({ ...fileQueryOptions(fileId), enabled: known });
  useDocumentTitle(query.data?.name ?? t('files.file.pageTitle'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 1040, mx: 'auto', minWidth: 0, width: '100%' }}>
      <ItemQueryContent
        known={known}
        query={query}
        loading={<LoadingBlock label={t('files.file.loading')} />}
        notFound={
          <EmptyState
            title={t('files.file.notFound')}
            body={t('files.file.notFoundBody')}
            action={
              <Button component={RouterLink} to={paths.files} variant="outlined">
                {t('files.actions.backToFiles')}
              </Button>
            }
          />
        }
      >
        {(file) => <FileView file={file} />}
      </ItemQueryContent>
    </Stack>
  );
}

function FileView({ file }: { file: FileDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const navigate = useNavigate();
  const describe = useFilesErrorMessage();
  const [dialog, setDialog] = useState<'version' | 'edit' | 'delete' | null>(null);
  const remove = useMutation(deleteFileMutation());
  const searchTag = (tag: string) => void navigate(`${paths.files}?tag=${encodeURIComponent(tag)}`);
  return (
    <>
      <FilesBreadcrumbs path={file.path} current={file.name} />
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <FileKindIcon contentType={file.content_type} />
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
        </Stack>
        {file.description ? (
          <Typography
            color="text.secondary"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {file.description}
          </Typography>
        ) : null}
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('files.file.summary', {
              number: file.version_number,
              size: format.fileSize(file.size),
            })}{' '}
            · <DateTimeText value={file.updated_at} />
          </Typography>
          <ExpiryChip expiresOn={file.expires_on} expired={file.expired} />
        </Stack>
        <TagChips tags={file.tags} onTag={searchTag} />
      </Stack>

      <AckBanner file={file} />

      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          component="a"
          href={file.current.url}
          download={file.name}
          variant="contained"
          startIcon={<DownloadOutlined />}
        >
          {t('files.file.download')}
        </Button>
        {file.can_manage ? (
          <>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => setDialog('version')}
            >
              {t('files.file.newVersion')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<EditOutlined />}
              onClick={() => setDialog('edit')}
            >
              {t('files.file.edit')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => setDialog('delete')}
            >
              {t('files.file.delete')}
            </Button>
          </>
        ) : null}
      </Stack>

      <Paper
        variant="outlined"
        component="section"
        aria-label={t('files.preview.title')}
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <FilePreview name={file.name} version={file.current} />
      </Paper>

      {file.can_manage && file.requires_ack ? <AckReport file={file} /> : null}

      <Stack component="section" spacing={1.5} aria-labelledby="file-versions-title">
        <Typography variant="h2" id="file-versions-title">
          {t('files.versions.title')}
        </Typography>
        <VersionsList versions={file.versions} currentId={file.current.id} />
      </Stack>

      {dialog === 'version' ? <VersionDialog file={file} onClose={() => setDialog(null)} /> : null}
      {dialog === 'edit' ? <FileEditDialog file={file} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('files.file.deleteTitle')}
        body={t('files.file.deleteBody', { name: file.name })}
        confirmLabel={t('files.file.delete')}
        cancelLabel={t('files.actions.cancel')}
        destructive
        pending={remove.isPending}
        error={remove.error ? <span role="alert">{describe(remove.error)}</span> : null}
        onCancel={() => {
          remove.reset();
          setDialog(null);
        }}
        onConfirm={() =>
          remove.mutate(file.id, {
            onSuccess: () => {
              showToast(t('files.file.deleted', { name: file.name }), 'success');
              void navigate(folderLink(file.folder_id), { replace: true });
            },
          })
        }
      />
    </>
  );
}
