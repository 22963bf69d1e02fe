import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { showToast } from '@/components/toast/toast';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIdempotencyAttempts } from '@/lib/use-idempotency-attempts';

import {
  cartQueryOptions,
  checkoutMutation,
  clearCartMutation,
  refreshCart,
  removeFromCartMutation,
  updateCartMutation,
  type Cart,
} from '../api/cart';
import { CartLineItem } from '../components/cart-line-item';
import { CatalogHeader } from '../components/catalog-header';
import { PointsMoney } from '../components/points-money';
import { useCheckoutErrorMessage } from '../hooks/use-checkout-error-message';
import { usePointsText } from '../hooks/use-points-text';
import { orderPath } from '../lib/catalog-paths';
import { cartIsStale, checkoutProblem } from '../lib/checkout-problem';

/** The member's cart (`/cart`): its lines with their units, the total against the member's
 *  points, and "Canjear", which leads to the order once it is placed. */
export function CartPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('catalog.cart.pageTitle'));
  const cart = useQuery(cartQueryOptions());

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <CatalogHeader title={t('catalog.cart.title')} current="cart" />
      {cart.isPending ? (
        <Paper
          variant="outlined"
          role="status"
          aria-label={t('catalog.cart.loading')}
          sx={{ p: 2 }}
        >
          {[0, 1].map((i) => (
            <Stack key={i} direction="row" spacing={2} sx={{ py: 1 }}>
              <Skeleton variant="rounded" width={88} height={66} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton variant="text" width="50%" />
                <Skeleton variant="text" width="30%" />
              </Box>
            </Stack>
          ))}
        </Paper>
      ) : cart.isError ? (
        <LoadError
          error={cart.error}
          onRetry={() => void cart.refetch()}
          retrying={cart.isFetching}
        />
      ) : cart.data.items.length === 0 ? (
        <EmptyState
          icon="🛒"
          title={t('catalog.cart.empty')}
          body={t('catalog.cart.emptyBody')}
          action={
            <Button component={RouterLink} to={paths.catalog} variant="contained">
              {t('catalog.cart.browse')}
            </Button>
          }
        />
      ) : (
        <CartContent cart={cart.data} />
      )}
    </Stack>
  );
}

function CartContent({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  const linesTitleId = useId();
  const summaryTitleId = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const describeCheckoutError = useCheckoutErrorMessage();
  const attempts = useIdempotencyAttempts();
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const afterChange = { errorToast: true, onSuccess: () => setCheckoutError(null) };
  const update = useToastMutation(updateCartMutation(), afterChange);
  const remove = useToastMutation(removeFromCartMutation(), afterChange);
  const clear = useConfirmAction(
    clearCartMutation(),
    () => undefined,
    () => t('catalog.cart.cleared'),
  );
  const checkout = useMutation(checkoutMutation());
  const busy = update.isPending || remove.isPending || checkout.isPending;
  const short = cart.missing > 0;

  const handleCheckout = () => {
    setCheckoutError(null);
    // A retry of the same cart (after a failure) keeps its key: the server charges it once.
    const key = attempts.keyFor({
      total: cart.total,
      lines: cart.items.map((line) => [line.product.id, line.quantity]),
    });
    checkout.mutate(
      { total: cart.total, idempotencyKey: key },
      {
        onSuccess: (order) => {
          attempts.reset();
          showToast(t('catalog.checkout.done', { id: order.id }), 'success');
          void navigate(orderPath(order.id));
        },
        onError: (error) => {
          setCheckoutError(describeCheckoutError(error, cart));
          if (cartIsStale(checkoutProblem(error, cart))) void refreshCart(client);
        },
      },
    );
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={linesTitleId}
        sx={{ px: { xs: 2, sm: 3 }, py: 1, flex: { md: '2 1 0' }, width: '100%', minWidth: 0 }}
      >
        <Typography id={linesTitleId} variant="h2" sx={{ pt: 1.5 }}>
          {t('catalog.cart.lines')}
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {cart.items.map((line) => (
            <CartLineItem
              key={line.product.id}
              line={line}
              busy={busy}
              onQuantity={(quantity) => update.mutate({ product_id: line.product.id, quantity })}
              onRemove={() => remove.mutate(line.product.id)}
            />
          ))}
        </Box>
      </Paper>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={summaryTitleId}
        sx={{ p: { xs: 2, sm: 3 }, flex: { md: '1 1 0' }, width: '100%', minWidth: 0 }}
      >
        <Stack spacing={2}>
          <Typography id={summaryTitleId} variant="h2">
            {t('catalog.cart.summary')}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}
          >
            <Typography component="dt">{t('catalog.cart.total')}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
              {pointsText(cart.total)}
              <PointsMoney points={cart.total} />
            </Typography>
            <Typography component="dt">{t('catalog.cart.balance')}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
              {pointsText(cart.balance)}
            </Typography>
            {short ? (
              <>
                <Typography component="dt" sx={{ color: 'error.main', fontWeight: 700 }}>
                  {t('catalog.cart.missing')}
                </Typography>
                <Typography
                  component="dd"
                  sx={{ m: 0, textAlign: 'right', color: 'error.main', fontWeight: 700 }}
                >
                  {pointsText(cart.missing)}
                </Typography>
              </>
            ) : null}
          </Box>
          <Divider />
          {short ? (
            <Typography variant="body2" color="text.secondary">
              {t('catalog.cart.shortHelp')}
            </Typography>
          ) : null}
          {checkoutError ? (
            <Alert severity="error" role="alert">
              {checkoutError}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            size="large"
            startIcon={<RedeemOutlined />}
            disabled={short || update.isPending || remove.isPending}
            loading={checkout.isPending}
            onClick={handleCheckout}
          >
            {t('catalog.cart.checkout')}
          </Button>
          <Button color="inherit" disabled={busy} onClick={() => clear.ask(true)}>
            {t('catalog.cart.clear')}
          </Button>
        </Stack>
      </Paper>
      <ConfirmActionDialog
        action={clear}
        title={t('catalog.cart.clearTitle')}
        body={() => t('catalog.cart.clearBody')}
        confirmLabel={t('catalog.cart.clearConfirm')}
      />
    </Stack>
  );
}
