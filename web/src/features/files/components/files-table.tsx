import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { DataTable, type Column } from '@/components/data/data-table';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { FileSummary } from '../api/files';
import { fileLink, folderLink } from '../lib/links';

import { AckChip, ExpiryChip, TagChips } from './file-chips';
import { FileKindIcon } from './file-kind-icon';

export type FilesTableProps = {
  files: readonly FileSummary[];
  /** The table's accessible name. */
  label: string;
  /** Search results and pending documents come from many folders: show which. */
  showFolder?: boolean;
  /** Clicking a tag searches by it. */
  onTag?: (tag: string) => void;
};

/** Files as a table (cards on phones): name with its type, folder, version, size, tags, expiry
 *  and whether the person confirmed reading it. */
export function FilesTable({ files, label, showFolder = false, onTag }: FilesTableProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const columns: Column<FileSummary>[] = [
    {
      key: 'name',
      header: t('files.table.name'),
      rowHeader: true,
      sortValue: (file) => file.name.toLocaleLowerCase(),
      render: (file) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <FileKindIcon contentType={file.content_type} />
          <Link
            component={RouterLink}
            to={fileLink(file.id)}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {file.name}
          </Link>
        </Stack>
      ),
    },
    ...(showFolder
      ? [
          {
            key: 'folder',
            header: t('files.table.folder'),
            render: (file: FileSummary) => (
              <Link component={RouterLink} to={folderLink(file.folder_id)}>
                {file.folder_name}
              </Link>
            ),
          },
        ]
      : []),
    {
      key: 'version',
      header: t('files.table.version'),
      nowrap: true,
      render: (file) => t('files.table.versionNumber', { number: file.version_number }),
    },
    {
      key: 'size',
      header: t('files.table.size'),
      align: 'right',
      nowrap: true,
      sortValue: (file) => file.size,
      render: (file) => format.fileSize(file.size),
    },
    {
      key: 'tags',
      header: t('files.table.tags'),
      render: (file) =>
        file.tags.length > 0 ? (
          <TagChips tags={file.tags} onTag={onTag} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            —
          </Typography>
        ),
    },
    {
      key: 'status',
      header: t('files.table.status'),
      render: (file) => (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          <AckChip requiresAck={file.requires_ack} acknowledged={file.acknowledged} />
          <ExpiryChip expiresOn={file.expires_on} expired={file.expired} />
        </Stack>
      ),
    },
  ];
  return (
    <DataTable<FileSummary>
      rows={files}
      rowKey={(file) => file.id}
      label={label}
      columns={columns}
      cards
      rowProps={() => ({ 'data-testid': 'file-row' })}
    />
  );
}
