import { useTranslation } from 'react-i18next';

import { FormError } from '../form/form-error';

import { ConfirmDialog } from './confirm-dialog';
import type { ConfirmAction } from './use-confirm-action';

export type ConfirmActionDialogProps<T> = {
  action: ConfirmAction<T>;
  title: string;
  /** The question about the thing (its name in it). */
  body: (target: T) => string;
  confirmLabel: string;
  /** Default: "Cancelar". */
  cancelLabel?: string;
  /** Default: the action is destructive (the confirm button is red). */
  destructive?: boolean;
};

/** The confirmation of a useConfirmAction: open while it has a target, its failure inside. */
export function ConfirmActionDialog<T>({
  action,
  title,
  body,
  confirmLabel,
  cancelLabel,
  destructive = true,
}: ConfirmActionDialogProps<T>) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={action.target !== null}
      title={title}
      body={action.target === null ? '' : body(action.target)}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel ?? t('admin.common.cancel')}
      destructive={destructive}
      pending={action.pending}
      error={<FormError error={action.error} />}
      onConfirm={action.confirm}
      onCancel={action.cancel}
    />
  );
}
