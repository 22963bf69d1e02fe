import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { PeopleField } from '@/components/form/fields/people-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { useIdempotencyAttempts } from '@/lib/use-idempotency-attempts';

import { SEND_PRODUCT_LIMITS, sendProductMutation } from '../api/admin-products';
import type { Product } from '../api/products';

import {
  EMPTY_SEND_PRODUCT_FORM,
  toSendProductBody,
  validateSendProductForm,
  type SendProductFormValues,
} from './send-product-form-schema';

export type SendProductDialogProps = { product: Product; onClose: () => void };

/** Gives a product to people as a prize ("Regalar"): one unit each, paid by the organisation,
 *  with an optional note they read with it. A retry of the same gift carries the same
 *  Idempotency-Key, so nobody gets it twice; a refusal stays in the dialog in the server's
 *  words. */
export function SendProductDialog({ product, onClose }: SendProductDialogProps) {
  const { t } = useTranslation();
  const attempts = useIdempotencyAttempts();
  const form = useMutationForm({
    defaultValues: EMPTY_SEND_PRODUCT_FORM,
    validate: validateSendProductForm,
    mutation: sendProductMutation(),
    toRequest: (values: SendProductFormValues) => {
      const body = toSendProductBody(values);
      return {
        productId: product.id,
        body,
        idempotencyKey: attempts.keyFor({ productId: product.id, body }),
      };
    },
    serverFields: { user_ids: 'people' },
    successToast: (orders) => t('catalog.admin.send.done', { count: orders.length }),
    onSuccess: onClose,
  });

  return (
    <FormDialog
      form={form}
      title={t('catalog.admin.send.title', { name: product.name })}
      submitLabel={t('catalog.admin.send.submit')}
      onClose={onClose}
      intro={
        <Typography color="text.secondary">
          {t('catalog.admin.send.intro', { max: SEND_PRODUCT_LIMITS.maxPeople })}
        </Typography>
      }
    >
      <PeopleField name="people" label={t('catalog.admin.send.fields.people')} required multiple />
      <TextField
        name="note"
        label={t('catalog.admin.send.fields.note')}
        lines={3}
        maxLength={SEND_PRODUCT_LIMITS.noteMaxLength}
        countRemaining
      />
    </FormDialog>
  );
}
