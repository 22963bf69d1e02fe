import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { formatDate, formatTime } from '@/lib/format-date';

import {
  pageVersionsQueryOptions,
  restorePageMutation,
  type PageVersion,
} from '../api/admin-pages';

/** "Versión 3 · publicada por Ana Torres el 12/11/2026 a las 10:30", newest first, each but the
 *  latest restorable (its titles and blocks come back as the next version). */
export function VersionsList({ pageId, current }: { pageId: number; current: number }) {
  const { t, i18n } = useTranslation();
  const versions = useQuery(pageVersionsQueryOptions(pageId));
  const restore = useConfirmAction(
    restorePageMutation(),
    (version: PageVersion) => ({ id: pageId, version: version.version }),
    (saved, version) =>
      t('customPages.admin.versions.restored', { version: version.version, next: saved.version }),
  );
  if (versions.isPending) return <LoadingBlock label={t('customPages.admin.versions.loading')} />;
  if (versions.isError)
    return (
      <LoadError
        error={versions.error}
        onRetry={() => void versions.refetch()}
        retrying={versions.isFetching}
      />
    );
  return (
    <>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {versions.data.map((version) => (
          <Paper
            key={version.version}
            component="li"
            variant="outlined"
            data-version={version.version}
            sx={{ p: 1.5 }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Stack sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t(`customPages.admin.versions.actions.${version.action}`, {
                    version: version.version,
                    person:
                      version.changed_by?.full_name ?? t('customPages.admin.versions.someone'),
                    date: formatDate(version.changed_at, {
                      language: i18n.language,
                      todayLabel: t('dates.today'),
                    }),
                    time: formatTime(version.changed_at),
                  })}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {version.restored_from
                    ? t('customPages.admin.versions.from', {
                        title: version.title,
                        version: version.restored_from,
                      })
                    : version.title}
                </Typography>
              </Stack>
              {version.version !== current ? (
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('customPages.admin.versions.restoreLabel', {
                    version: version.version,
                  })}
                  onClick={() => restore.ask(version)}
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, whiteSpace: 'nowrap' }}
                >
                  {t('customPages.admin.versions.restore')}
                </Button>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ConfirmActionDialog
        action={restore}
        title={t('customPages.admin.versions.confirmTitle')}
        body={(version) =>
          t('customPages.admin.versions.confirmBody', { version: version.version })
        }
        confirmLabel={t('customPages.admin.versions.restore')}
      />
    </>
  );
}
