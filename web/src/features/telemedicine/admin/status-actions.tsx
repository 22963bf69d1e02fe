import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';

import {
  setProviderStatusMutation,
  type TelemedicineProviderAdmin,
  type TelemedicineStatus,
} from '../api/admin-telemedicine';

type Provider = Pick<TelemedicineProviderAdmin, 'id' | 'name' | 'status'>;
type Target = { provider: Provider; status: TelemedicineStatus };

/** The steps a provider's status allows: a draft is published or archived, a published one goes
 *  back to draft or is archived, an archived one back to draft; each after a confirmation that
 *  says what people will notice. */
export function StatusActions({
  provider,
  size = 'small',
}: {
  provider: Provider;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const confirm = useConfirmAction(
    setProviderStatusMutation(),
    ({ provider: target, status }: Target) => ({ id: target.id, status }),
    (_saved, { status }) => t(`telemedicine.admin.status.done.${status}`, { name: provider.name }),
  );
  const steps: { status: TelemedicineStatus; primary?: boolean }[] =
    provider.status === 'draft'
      ? [{ status: 'published', primary: true }, { status: 'archived' }]
      : provider.status === 'published'
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
            aria-label={t('telemedicine.admin.status.oneLabel', {
              action: t(`telemedicine.admin.status.to.${status}`),
              name: provider.name,
            })}
            onClick={() => confirm.ask({ provider, status })}
          >
            {t(`telemedicine.admin.status.to.${status}`)}
          </Button>
        ))}
      </Stack>
      <ConfirmActionDialog
        action={confirm}
        title={
          confirm.target ? t(`telemedicine.admin.status.confirmTitle.${confirm.target.status}`) : ''
        }
        body={(target) =>
          t(`telemedicine.admin.status.confirmBody.${target.status}`, {
            name: target.provider.name,
          })
        }
        confirmLabel={
          confirm.target ? t(`telemedicine.admin.status.to.${confirm.target.status}`) : ''
        }
        destructive={confirm.target?.status === 'archived'}
      />
    </>
  );
}
