import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';

import {
  setTypeStatusMutation,
  type AdminRequestType,
  type RequestTypeStatus,
} from '../api/admin-requests';
import { useRequestFormat } from '../lib/request-words';

type Target = { id: number; name: string; status: RequestTypeStatus };

/** "Archivar" an active type (people no longer see it; its requests go on) or "Reactivar" an
 *  archived one, after a confirmation that says so. */
export function TypeStatusActions({
  type,
  size = 'small',
}: {
  type: Pick<AdminRequestType, 'id' | 'name' | 'name_en' | 'status'>;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const format = useRequestFormat();
  const name = format.typeName(type);
  const next: RequestTypeStatus = type.status === 'active' ? 'archived' : 'active';
  const confirm = useConfirmAction(
    setTypeStatusMutation(),
    (target: Target) => ({ id: target.id, status: target.status }),
    (_saved, target) => t(`requests.admin.status.done.${target.status}`, { name: target.name }),
  );
  return (
    <>
      <Button
        size={size}
        variant="outlined"
        color={next === 'archived' ? 'error' : 'primary'}
        aria-label={t(`requests.admin.status.label.${next}`, { name })}
        onClick={() => confirm.ask({ id: type.id, name, status: next })}
      >
        {t(`requests.admin.status.to.${next}`)}
      </Button>
      <ConfirmActionDialog
        action={confirm}
        title={
          confirm.target ? t(`requests.admin.status.confirmTitle.${confirm.target.status}`) : ''
        }
        body={(target) =>
          t(`requests.admin.status.confirmBody.${target.status}`, { name: target.name })
        }
        confirmLabel={confirm.target ? t(`requests.admin.status.to.${confirm.target.status}`) : ''}
        destructive={confirm.target?.status === 'archived'}
      />
    </>
  );
}
