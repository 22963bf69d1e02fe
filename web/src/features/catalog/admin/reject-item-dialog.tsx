import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { REJECT_REASON_MAX_LENGTH, setItemStatusMutation } from '../api/admin-orders';
import type { OrderItem } from '../api/orders';

import { validateRejectForm, type RejectFormValues } from './reject-form-schema';

export type RejectItemDialogProps = {
  item: OrderItem;
  /** The item is a prize an admin gave: nobody paid it, so no points go back. */
  gift?: boolean;
  onClose: () => void;
};

/** Rejects an order item with the reason its buyer is told; its points go back to them (none for
 *  a gift). */
export function RejectItemDialog({ item, gift = false, onClose }: RejectItemDialogProps) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: { reason: '' },
    validate: validateRejectForm,
    mutation: setItemStatusMutation(),
    toRequest: (values: RejectFormValues) => ({
      itemId: item.id,
      status: 'rejected' as const,
      reason: values.reason.trim(),
    }),
    successToast: () =>
      t(gift ? 'catalog.ordersAdmin.reject.doneGift' : 'catalog.ordersAdmin.reject.done', {
        name: item.name,
      }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={t('catalog.ordersAdmin.reject.title', { name: item.name })}
      submitLabel={t('catalog.ordersAdmin.reject.submit')}
      onClose={onClose}
      destructive
      intro={
        <Typography color="text.secondary">
          {t(gift ? 'catalog.ordersAdmin.reject.introGift' : 'catalog.ordersAdmin.reject.intro')}
        </Typography>
      }
    >
      <TextField
        name="reason"
        label={t('catalog.ordersAdmin.reject.reason')}
        required
        lines={3}
        maxLength={REJECT_REASON_MAX_LENGTH}
      />
    </FormDialog>
  );
}
