import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';

import {
  setBenefitStatusMutation,
  type BenefitAdmin,
  type BenefitStatus,
} from '../api/admin-benefits';

type Target = { benefit: Pick<BenefitAdmin, 'id' | 'title'>; status: BenefitStatus };

/** The steps a benefit's status allows: a draft is published or archived, a published one goes
 *  back to draft or is archived, an archived one back to draft; each after a confirmation that
 *  says what people will notice. */
export function StatusActions({
  benefit,
  size = 'small',
}: {
  benefit: Pick<BenefitAdmin, 'id' | 'title' | 'status'>;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const confirm = useConfirmAction(
    setBenefitStatusMutation(),
    ({ benefit: target, status }: Target) => ({ id: target.id, status }),
    (_saved, { status }) => t(`benefits.admin.status.done.${status}`, { title: benefit.title }),
  );
  const steps: { status: BenefitStatus; primary?: boolean }[] =
    benefit.status === 'draft'
      ? [{ status: 'published', primary: true }, { status: 'archived' }]
      : benefit.status === 'published'
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
            aria-label={t('benefits.admin.status.oneLabel', {
              action: t(`benefits.admin.status.to.${status}`),
              title: benefit.title,
            })}
            onClick={() => confirm.ask({ benefit, status })}
          >
            {t(`benefits.admin.status.to.${status}`)}
          </Button>
        ))}
      </Stack>
      <ConfirmActionDialog
        action={confirm}
        title={
          confirm.target ? t(`benefits.admin.status.confirmTitle.${confirm.target.status}`) : ''
        }
        body={(target) =>
          t(`benefits.admin.status.confirmBody.${target.status}`, { title: target.benefit.title })
        }
        confirmLabel={confirm.target ? t(`benefits.admin.status.to.${confirm.target.status}`) : ''}
        destructive={confirm.target?.status === 'archived'}
      />
    </>
  );
}
