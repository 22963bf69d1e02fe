import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadError } from '@/components/feedback/load-error';
import { LoadMore } from '@/components/feedback/load-more';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { showToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import {
  audienceDepartmentsQueryOptions,
  audienceGroupsQueryOptions,
  type NamedOption,
} from '@/lib/calls/audience';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  deleteFolderMutation,
  folderFilesQueryOptions,
  folderQueryOptions,
  type FolderDetail,
} from '../api/files';
import { FilesBreadcrumbs } from '../components/breadcrumbs';
import { FilesTable } from '../components/files-table';
import { FolderCards } from '../components/folder-cards';
import { FolderDialog, type FolderDialogMode } from '../components/folder-dialog';
import { UploadDialog } from '../components/upload-dialog';
import { FOLDER_LEVELS_MAX } from '../lib/file-rules';
import { fileLink, folderLink } from '../lib/links';
import { useFilesErrorMessage } from '../lib/use-files-error';

const ID = /^[1-9][0-9]{0,17}$/;

/** `/files/folders/:folderId`: where the folder is, its subfolders and files, and for its
 *  managers uploading, subfolders, editing and deleting it. */
export function FolderPage() {
  const { t } = useTranslation();
  const raw = useParams().folderId ?? '';
  const known = ID.test(raw);
  const folderId = known ? Number(raw) : 0;
  const query = useQuery({ ...folderQueryOptions(folderId), enabled: known });
  useDocumentTitle(query.data?.name ?? t('files.folder.pageTitle'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <ItemQueryContent
        known={known}
        query={query}
        loading={<LoadingBlock label={t('files.folder.loading')} />}
        notFound={
          <EmptyState
            title={t('files.folder.notFound')}
            body={t('files.folder.notFoundBody')}
            action={
              <Button component={RouterLink} to={paths.files} variant="outlined">
                {t('files.actions.backToFiles')}
              </Button>
            }
          />
        }
      >
        {(folder) => <FolderView key={folder.id} folder={folder} />}
      </ItemQueryContent>
    </Stack>
  );
}

type Dialog = 'upload' | 'delete' | { folder: FolderDialogMode } | null;

function FolderView({ folder }: { folder: FolderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const describe = useFilesErrorMessage();
  const [dialog, setDialog] = useState<Dialog>(null);
  const files = useInfiniteQuery(folderFilesQueryOptions(folder.id));
  const remove = useMutation(deleteFolderMutation());
  const items = files.data?.pages.flatMap((page) => page.items) ?? [];
  const personal = folder.kind === 'personal';
  // The folder's level: its path holds the folders above it. A personal folder has none.
  const canNest = folder.path.length + 1 < FOLDER_LEVELS_MAX;
  const searchTag = (tag: string) => void navigate(`${paths.files}?tag=${encodeURIComponent(tag)}`);
  const empty = folder.folders.length === 0 && items.length === 0;

  return (
    <>
      <FilesBreadcrumbs path={folder.path} current={folder.name} />
      <Stack spacing={1}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {folder.name}
        </Typography>
        {personal && folder.person ? (
          <Typography color="text.secondary">
            {t('files.folder.personalOf', { name: folder.person.full_name })}
          </Typography>
        ) : null}
        {folder.description ? (
          <Typography
            color="text.secondary"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {folder.description}
          </Typography>
        ) : null}
        {folder.retention_days !== null ? (
          <Typography color="text.secondary">
            {t('files.folder.retention', { days: folder.retention_days })}
          </Typography>
        ) : null}
      </Stack>

      {personal && !folder.can_manage ? (
        <Alert severity="info">
          {folder.can_upload
            ? t('files.folder.personalUpload')
            : t('files.folder.personalReadOnly')}
        </Alert>
      ) : null}

      {folder.can_manage || folder.can_upload ? (
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          {folder.can_upload || folder.can_manage ? (
            <Button
              variant="contained"
              startIcon={<UploadFileOutlined />}
              onClick={() => setDialog('upload')}
            >
              {t('files.folder.upload')}
            </Button>
          ) : null}
          {folder.can_manage && canNest && !personal ? (
            <Button
              variant="outlined"
              startIcon={<CreateNewFolderOutlined />}
              onClick={() => setDialog({ folder: { kind: 'create', parent: folder } })}
            >
              {t('files.folder.newSubfolder')}
            </Button>
          ) : null}
          {folder.can_manage ? (
            <>
              <Button
                variant="outlined"
                startIcon={<EditOutlined />}
                onClick={() => setDialog({ folder: { kind: 'edit', folder } })}
              >
                {t('files.folder.edit')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => setDialog('delete')}
              >
                {t('files.folder.delete')}
              </Button>
            </>
          ) : null}
        </Stack>
      ) : null}

      {folder.can_manage && !personal && folder.parent_id === null ? (
        <AudienceSummary folder={folder} />
      ) : null}

      {folder.folders.length > 0 ? (
        <Stack component="section" spacing={1.5} aria-labelledby="folder-subfolders">
          <Typography variant="h2" id="folder-subfolders">
            {t('files.folder.subfolders')}
          </Typography>
          <FolderCards folders={folder.folders} label={t('files.folder.subfolders')} />
        </Stack>
      ) : null}

      <Stack component="section" spacing={1.5} aria-labelledby="folder-files">
        <Typography variant="h2" id="folder-files">
          {t('files.folder.files')}
        </Typography>
        {files.isPending ? (
          <LoadingBlock label={t('files.folder.loadingFiles')} />
        ) : files.isError && items.length === 0 ? (
          <LoadError
            error={files.error}
            onRetry={() => void files.refetch()}
            retrying={files.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title={empty ? t('files.folder.empty') : t('files.folder.noFiles')}
            body={
              folder.can_manage || folder.can_upload ? t('files.folder.emptyManage') : undefined
            }
          />
        ) : (
          <>
            <FilesTable
              files={items}
              label={t('files.folder.filesLabel', { name: folder.name })}
              onTag={searchTag}
            />
            <LoadMore query={files} label={t('files.actions.loadMore')} />
          </>
        )}
      </Stack>

      {dialog === 'upload' ? (
        <UploadDialog
          folderId={folder.id}
          onClose={() => setDialog(null)}
          onUploaded={(saved) => void navigate(fileLink(saved.id))}
        />
      ) : null}
      {dialog !== null && typeof dialog === 'object' ? (
        <FolderDialog
          mode={dialog.folder}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            if (saved.id !== folder.id) void navigate(folderLink(saved.id));
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('files.folder.deleteTitle')}
        body={t('files.folder.deleteBody', { name: folder.name })}
        confirmLabel={t('files.folder.delete')}
        cancelLabel={t('files.actions.cancel')}
        destructive
        pending={remove.isPending}
        error={remove.error ? <span role="alert">{describe(remove.error)}</span> : null}
        onCancel={() => {
          remove.reset();
          setDialog(null);
        }}
        onConfirm={() =>
          remove.mutate(folder.id, {
            onSuccess: () => {
              showToast(t('files.folder.deleted', { name: folder.name }), 'success');
              void navigate(folder.parent_id ? folderLink(folder.parent_id) : paths.files, {
                replace: true,
              });
            },
          })
        }
      />
    </>
  );
}

/** The names of the chosen ids, as far as the lists are readable ("#12" otherwise). */
function namesOf(ids: readonly number[], options: readonly NamedOption[] | undefined): string {
  return ids.map((id) => options?.find((option) => option.id === id)?.name ?? `#${id}`).join(', ');
}

/** Who sees a top-level folder and who manages it (its managers only). */
function AudienceSummary({ folder }: { folder: FolderDetail }) {
  const { t } = useTranslation();
  const audience = folder.audience;
  const departments = useQuery({
    ...audienceDepartmentsQueryOptions(),
    enabled: Boolean(audience && !audience.everyone && audience.departments.length > 0),
  });
  const groups = useQuery({
    ...audienceGroupsQueryOptions(),
    enabled: Boolean(audience && !audience.everyone && audience.groups.length > 0),
  });
  const parts: string[] = [];
  if (audience?.everyone) parts.push(t('files.folder.audienceEveryone'));
  else if (audience) {
    if (audience.departments.length > 0)
      parts.push(namesOf(audience.departments, departments.data));
    if (audience.groups.length > 0) parts.push(namesOf(audience.groups, groups.data));
    if (folder.audience_people.length > 0)
      parts.push(folder.audience_people.map((person) => person.full_name).join(', '));
    if (parts.length === 0) parts.push(t('files.folder.audienceOwnersOnly'));
  }
  return (
    <Stack spacing={0.5} data-testid="folder-audience">
      <Typography variant="body2">
        <strong>{t('files.folder.audienceLabel')}</strong> {parts.join(' · ')}
      </Typography>
      <Typography variant="body2">
        <strong>{t('files.folder.ownersLabel')}</strong>{' '}
        {folder.owners.length > 0
          ? folder.owners.map((person) => person.full_name).join(', ')
          : t('files.folder.ownersAdmins')}
      </Typography>
    </Stack>
  );
}
