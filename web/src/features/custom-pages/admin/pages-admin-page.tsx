import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { customPagesParams } from '../paths';

import { PageManage } from './page-manage';
import { PagesList } from './pages-list';

/** A positive whole id from the address, else null. */
const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The console's pages section: every page (`/admin/pages`), a new one (`?newPage`) and one open
 *  in the editor (`?customPage=<id>`). */
export function PagesAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const pageId = idOf(params.get(customPagesParams.page));
  const creating = params.has(customPagesParams.create);
  useDocumentTitle(t('customPages.admin.title'));
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });

  if (pageId !== null || creating)
    return (
      <PageManage
        key={pageId ?? 'new'}
        pageId={pageId}
        onBack={() => go({})}
        onSaved={(saved) => go({ [customPagesParams.page]: String(saved.id) }, true)}
      />
    );
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('customPages.admin.title')}
        description={t('customPages.admin.description')}
      />
      <PagesList
        onCreate={() => go({ [customPagesParams.create]: '' })}
        onOpen={(page) => go({ [customPagesParams.page]: String(page) })}
      />
    </Stack>
  );
}
