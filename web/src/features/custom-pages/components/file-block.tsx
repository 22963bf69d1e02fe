import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import { fetchFileLink, pagesKeys, type PageBlock } from '../api/pages';

type BlockFile = NonNullable<PageBlock['file']>;

/** Links last an hour: asked for again after half of it. */
const LINK_FRESH_MS = 30 * 60 * 1000;

/** A file of the repository: its name, type and size, opened through its signed link (the files
 *  module's own call, asked for when the block shows). */
export function FileBlock({ file }: { file: BlockFile }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const link = useQuery({
    queryKey: pagesKeys.fileLink(file.id),
    queryFn: () => fetchFileLink(file.id),
    staleTime: LINK_FRESH_MS,
    retry: false,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-block="file">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <InsertDriveFileOutlined color="primary" aria-hidden />
        <Stack sx={{ minWidth: 0 }}>
          {link.data ? (
            <Link
              href={link.data}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {file.name}
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
          )}
          <Typography variant="body2" color={link.isError ? 'error' : 'text.secondary'}>
            {link.isError
              ? t('customPages.view.fileUnavailable')
              : link.isPending
                ? t('customPages.view.fileLoading')
                : t('customPages.view.fileSize', { size: format.fileSize(file.size) })}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
