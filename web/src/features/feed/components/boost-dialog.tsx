import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';
import { myPointsQueryOptions } from '@/lib/calls/points';
import { useIdempotencyAttempts } from '@/lib/use-idempotency-attempts';

import type { Post } from '../api/feed';
import { useBoostPost } from '../hooks/use-boost-post';
import { paidReceivers, validateBoost } from '../lib/boost';

import { DialogCloseButton } from './dialog-close-button';

export type BoostDialogProps = { post: Post; open: boolean; onClose: () => void };

const DEFAULT_BOOST = 5;

/** Adds the caller's own giving points to each receiver of a recognition, with the live total
 *  (amount × receivers paid) against the caller's balance. */
export function BoostDialog({ post, open, onClose }: BoostDialogProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const titleId = useId();
  const fieldId = useId();
  const mutation = useBoostPost(post.id);
  const balanceQuery = useQuery(myPointsQueryOptions());
  const attempts = useIdempotencyAttempts();
  const [text, setText] = useState(String(DEFAULT_BOOST));
  const [tried, setTried] = useState(false);

  const amount = text.trim() === '' ? null : Number(text);
  const receivers = paidReceivers(post);
  const balance = balanceQuery.data?.give_balance ?? null;
  const total = amount !== null && Number.isFinite(amount) ? amount * receivers : 0;
  const clientError = validateBoost(amount, receivers, balance);
  const serverFields = mutation.error ? apiFieldErrors(mutation.error, i18n) : {};
  const amountError =
    (tried && clientError ? t(clientError) : undefined) ?? serverFields.amount ?? undefined;
  const generalError =
    mutation.error && !serverFields.amount ? errorMessage(mutation.error) : undefined;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (clientError || amount === null) return;
    const body = { post_id: post.id, amount };
    mutation.mutate(
      { amount, idempotencyKey: attempts.keyFor(body) },
      {
        onSuccess: (result) => {
          attempts.reset();
          showToast(
            t('post.boostDone', {
              amount: format.number(amount),
              balance: format.number(result.give_balance),
            }),
            'success',
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{t('post.boostTitle')}</DialogTitle>
        <DialogCloseButton onClose={onClose} disabled={mutation.isPending} />
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('post.boostIntro', { count: receivers, formatted: format.number(receivers) })}
            </Typography>
            {generalError ? (
              <Alert severity="error" role="alert">
                {generalError}
              </Alert>
            ) : null}
            <TextInput
              id={fieldId}
              label={t('post.boostAmount')}
              type="number"
              required
              value={text}
              onChange={(event) => setText(event.target.value)}
              inputProps={{ min: 1, step: 1, inputMode: 'numeric' }}
              error={Boolean(amountError)}
              helperText={amountError ?? t('post.boostAmountHelp')}
            />
            <Typography aria-live="polite" sx={{ fontWeight: 700 }} data-testid="boost-total">
              {balance === null
                ? t('post.boostTotalNoBalance', { total: format.number(total) })
                : t('post.boostTotal', {
                    total: format.number(total),
                    balance: format.number(balance),
                  })}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('post.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {t('post.boostSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
