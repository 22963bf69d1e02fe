// Orders fulfilled in bulk: the selected items move to one status in one call (all or none),
// with one toast ("3 pedidos actualizados").
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { useNumberFormat } from '@/i18n/use-number-format';

import type { OrderItem } from '../api/orders';

import { BULK_TARGETS, canMoveAll, setItemsStatusMutation } from './bulk-orders';

export type BulkOrderActionsProps = { items: readonly OrderItem[]; onDone: () => void };

/** The selection's actions: "Marcar en preparación", "Marcar como enviados", "Marcar como
 *  entregados", each offered when every selected item can move there. */
export function BulkOrderActions({ items, onDone }: BulkOrderActionsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const move = useToastMutation(setItemsStatusMutation(), {
    errorToast: true,
    success: (result) =>
      t('catalog.ordersAdmin.bulk.done', {
        count: result.updated,
        formatted: format.number(result.updated),
      }),
    onSuccess: onDone,
  });
  return (
    <>
      {BULK_TARGETS.filter((status) => canMoveAll(items, status)).map((status) => (
        <Button
          key={status}
          size="small"
          variant="contained"
          loading={move.isPending && move.variables?.status === status}
          disabled={move.isPending}
          onClick={() => move.mutate({ ids: items.map((item) => item.id), status })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t(`catalog.ordersAdmin.bulk.${status}`)}
        </Button>
      ))}
    </>
  );
}
