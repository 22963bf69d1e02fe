import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MutationSwitch } from '@/components/data/mutation-switch';
import { ResourceTable } from '@/components/data/resource-table';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { EmptyState } from '@/components/feedback/empty-state';
import { SectionHeader } from '@/components/layout/section-header';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  adminMediaQueryOptions,
  deleteMediaMutation,
  MEDIA_LIBRARY_MAX_ITEMS,
  setMediaActiveMutation,
  type MediaItem,
} from '../api/media';

import { MediaEditDialog } from './media-edit-dialog';
import { MediaUploadPanel } from './media-upload-panel';

/** "PNG", "JPEG", "WebP": the format of a still picture, from its content type. */
function formatName(item: MediaItem): string {
  const subtype = item.content_type.slice('image/'.length);
  return subtype === 'webp' ? 'WebP' : subtype.toUpperCase();
}

/** The media library: upload a picture or an animated GIF with its titles; the items (hidden
 *  ones too) with their thumbnail, titles, kind and size, a switch that shows or hides each to
 *  people, retitling, and removal after a confirmation (posts that carry an item keep it). */
export function MediaPage() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  useDocumentTitle(t('admin.media.title'));
  const items = useQuery(adminMediaQueryOptions());
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const remove = useConfirmAction(
    deleteMediaMutation(),
    (item: MediaItem) => item.id,
    (_done, item) => t('admin.media.deleted', { title: item.title }),
  );

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('admin.media.title')}
        description={t('admin.media.description', {
          max: format.number(MEDIA_LIBRARY_MAX_ITEMS),
        })}
      />
      <MediaUploadPanel />
      <ResourceTable
        tableId="media"
        query={items}
        rows={(data) => data}
        rowKey={(item) => item.id}
        rowProps={(item) => ({ 'data-media-item': String(item.id) })}
        label={t('admin.media.tableLabel')}
        loadingLabel={t('admin.common.loading')}
        empty={<EmptyState icon="🖼️" title={t('admin.media.empty')} />}
        columns={[
          {
            key: 'image',
            header: t('admin.media.columns.image'),
            render: (item) => (
              <Box
                component="img"
                src={item.url}
                alt=""
                loading="lazy"
                sx={{
                  display: 'block',
                  width: 56,
                  height: 56,
                  objectFit: 'cover',
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  opacity: item.active ? 1 : 0.5,
                }}
              />
            ),
          },
          {
            key: 'title',
            header: t('admin.media.columns.title'),
            rowHeader: true,
            sortValue: (item) => item.title,
            render: (item) => (
              <Stack spacing={0.25}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {item.title}
                </Typography>
                {item.title_en?.trim() ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('admin.english.shownAs', { name: item.title_en })}
                  </Typography>
                ) : null}
              </Stack>
            ),
          },
          {
            key: 'kind',
            header: t('admin.media.columns.kind'),
            nowrap: true,
            render: (item) =>
              item.animated ? (
                <Chip size="small" color="primary" label={t('mediaPicker.gif')} />
              ) : (
                formatName(item)
              ),
          },
          {
            key: 'size',
            header: t('admin.media.columns.size'),
            align: 'right',
            nowrap: true,
            sortValue: (item) => item.size,
            render: (item) => format.fileSize(item.size),
          },
          {
            key: 'active',
            header: t('admin.media.columns.visible'),
            render: (item) => (
              <MutationSwitch
                checked={item.active}
                label={t('admin.media.visibleLabel', { title: item.title })}
                mutation={setMediaActiveMutation()}
                request={(active) => ({ id: item.id, active })}
                successToast={(saved) =>
                  t(saved.active ? 'admin.media.shown' : 'admin.media.hidden', {
                    title: saved.title,
                  })
                }
              />
            ),
          },
        ]}
        actions={{
          header: t('admin.common.actions'),
          render: (item) => (
            <>
              <IconButton
                aria-label={t('admin.media.edit', { title: item.title })}
                onClick={() => setEditing(item)}
              >
                <EditOutlined />
              </IconButton>
              <IconButton
                aria-label={t('admin.media.delete', { title: item.title })}
                onClick={() => remove.ask(item)}
              >
                <DeleteOutlined />
              </IconButton>
            </>
          ),
        }}
      />
      {editing ? <MediaEditDialog item={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmActionDialog
        action={remove}
        title={t('admin.media.deleteTitle')}
        body={(item) => t('admin.media.deleteBody', { title: item.title })}
        confirmLabel={t('admin.common.delete')}
      />
    </Stack>
  );
}
