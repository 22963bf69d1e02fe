import FolderOutlined from '@mui/icons-material/FolderOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { FolderSummary } from '../api/files';
import { folderLink } from '../lib/links';

/** Folders as cards (two or three a row on wider screens): name, description, what they hold. */
export function FolderCards({
  folders,
  label,
}: {
  folders: readonly FolderSummary[];
  label: string;
}) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {folders.map((folder) => (
        <li key={folder.id} data-testid="folder-card">
          <FolderCard folder={folder} />
        </li>
      ))}
    </Stack>
  );
}

function FolderCard({ folder }: { folder: FolderSummary }) {
  const { t } = useTranslation();
  const Icon = folder.kind === 'personal' ? FolderSharedOutlined : FolderOutlined;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={folderLink(folder.id)}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
          <Icon color="primary" aria-hidden />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {folder.name}
            </Typography>
            {folder.person && folder.kind === 'personal' ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {folder.person.full_name}
              </Typography>
            ) : null}
            {folder.description ? (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{
                  overflowWrap: 'anywhere',
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {folder.description}
              </Typography>
            ) : null}
            <Typography component="span" variant="body2" color="text.secondary">
              {[
                t('files.folder.filesCount', { count: folder.files_count }),
                folder.folders_count > 0
                  ? t('files.folder.foldersCount', { count: folder.folders_count })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
