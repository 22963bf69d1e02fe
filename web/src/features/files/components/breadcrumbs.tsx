import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';

import type { FileDetail } from '../api/files';
import { folderLink } from '../lib/links';

type Crumb = FileDetail['path'][number];

/** "Documentos › Políticas › 2026 › this": every folder above is a link. */
export function FilesBreadcrumbs({ path, current }: { path: readonly Crumb[]; current: string }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs
      separator="›"
      aria-label={t('files.breadcrumbs')}
      sx={{ '& ol': { flexWrap: 'wrap' } }}
    >
      <Link component={RouterLink} to={paths.files} underline="hover">
        {t('files.page.title')}
      </Link>
      {path.map((crumb) => (
        <Link
          key={crumb.id}
          component={RouterLink}
          to={folderLink(crumb.id)}
          underline="hover"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {crumb.name}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
