import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';

import { setPageStatusMutation, type PageStatus, type PageSummary } from '../api/admin-pages';
import { pageTitle, usePageLanguage } from '../lib/page-language';

type Target = { page: Pick<PageSummary, 'id' | 'title' | 'title_en'>; status: PageStatus };

/** The steps a page's status allows: a draft is published or archived, a published one goes back
 *  to draft (unpublished) or is archived, an archived one back to draft; each after a
 *  confirmation that says what people will notice. */
export function StatusActions({
  page,
  size = 'small',
}: {
  page: Pick<PageSummary, 'id' | 'title' | 'title_en' | 'status'>;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const title = pageTitle(page, language);
  const confirm = useConfirmAction(
    setPageStatusMutation(),
    ({ page: target, status }: Target) => ({ id: target.id, status }),
    (_saved, { status }) => t(`customPages.admin.status.done.${status}`, { title }),
  );
  const steps: { status: PageStatus; primary?: boolean }[] =
    page.status === 'draft'
      ? [{ status: 'published', primary: true }, { status: 'archived' }]
      : page.status === 'published'
        ? [{ status: 'draft' }, { status: 'archived' }]
        : [{ status: 'draft' }];
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {steps.map(({ status, primary }) => (
          <Button
            key={status}
            size={size}
            variant={primary ? 'contained' : 'outlined'}
            color={status === 'archived' ? 'error' : 'primary'}
            aria-label={t('customPages.admin.status.oneLabel', {
              action: t(`customPages.admin.status.to.${status}`),
              title,
            })}
            onClick={() => confirm.ask({ page, status })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t(`customPages.admin.status.to.${status}`)}
          </Button>
        ))}
      </Stack>
      <ConfirmActionDialog
        action={confirm}
        title={
          confirm.target ? t(`customPages.admin.status.confirmTitle.${confirm.target.status}`) : ''
        }
        body={(target) => t(`customPages.admin.status.confirmBody.${target.status}`, { title })}
        confirmLabel={
          confirm.target ? t(`customPages.admin.status.to.${confirm.target.status}`) : ''
        }
        destructive={confirm.target?.status === 'archived'}
      />
    </>
  );
}
