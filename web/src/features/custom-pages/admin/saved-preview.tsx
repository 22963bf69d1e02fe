import { useQuery } from '@tanstack/react-query';

import { savedPreviewQueryOptions } from '../api/admin-pages';

import { PreviewDialog } from './preview-dialog';

/** A saved page (a draft too) as readers will see it. */
export function SavedPreview({ pageId, onClose }: { pageId: number; onClose: () => void }) {
  const preview = useQuery(savedPreviewQueryOptions(pageId));
  return (
    <PreviewDialog
      page={preview.data ?? null}
      failure={
        preview.isError
          ? {
              error: preview.error,
              retry: () => void preview.refetch(),
              retrying: preview.isFetching,
            }
          : null
      }
      onClose={onClose}
    />
  );
}
