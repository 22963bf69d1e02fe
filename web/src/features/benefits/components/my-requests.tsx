import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { createIdempotencyAttempts } from '@/api/idempotency';
import { DateText } from '@/components/date-text';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadMore } from '@/components/feedback/load-more';
import { QueryContent } from '@/components/feedback/query-content';
import { FormError } from '@/components/form/form-error';
import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  cancelBenefitRequestMutation,
  myBenefitRequestsQueryOptions,
  type BenefitRequest,
} from '../api/benefits';
import { requestTitle, useBenefitErrorMessage, useBenefitFormat } from '../lib/benefit-words';
import { benefitPath } from '../paths';

import { RequestStatusChip } from './request-status-chip';

/** "Mis solicitudes": my requests, newest first, with their state, the rejection's reason, the
 *  points held, and "Cancelar" on pending ones (asked first: the points come back). */
export function MyRequests() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const describe = useBenefitErrorMessage();
  const words = useBenefitFormat();
  const query = useInfiniteQuery({
    ...myBenefitRequestsQueryOptions(),
    select: (data) => ({ items: data.pages.flatMap((page) => page.items) }),
  });
  const cancel = useMutation(cancelBenefitRequestMutation());
  const attempts = useMemo(() => createIdempotencyAttempts(), []);
  const [asking, setAsking] = useState<BenefitRequest | null>(null);
  const close = () => {
    cancel.reset();
    setAsking(null);
  };
  const confirm = () => {
    if (!asking) return;
    const target = asking;
    cancel.mutate(
      { id: target.id, idempotencyKey: attempts.keyFor(target.id) },
      {
        onSuccess: () => {
          attempts.reset();
          setAsking(null);
          showToast(
            t('benefits.mine.cancelled', { title: requestTitle(target, words.language) }),
            'success',
          );
        },
      },
    );
  };
  return (
    <>
      <QueryContent
        query={query}
        loadingLabel={t('benefits.mine.loading')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            icon="📝"
            title={t('benefits.mine.empty')}
            body={t('benefits.mine.emptyBody')}
          />
        }
      >
        {(data) => (
          <Stack spacing={1.5}>
            <Stack
              component="ul"
              spacing={1}
              aria-label={t('benefits.page.tabs.requests')}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {data.items.map((request) => (
                <Paper
                  key={request.id}
                  component="li"
                  variant="outlined"
                  sx={{ p: 1.5 }}
                  data-request={request.id}
                >
                  <Stack spacing={0.75}>
                    <Stack
                      direction="row"
                      useFlexGap
                      sx={{
                        flexWrap: 'wrap',
                        gap: 1,
                        justifyContent: 'space-between',
                        alignItems: 'center',
                      }}
                    >
                      <Link
                        component={RouterLink}
                        to={benefitPath(request.benefit_id)}
                        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                      >
                        {requestTitle(request, words.language)}
                      </Link>
                      <RequestStatusChip status={request.status} />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      <DateText value={request.created_at} />
                      {request.price_points > 0
                        ? ` · ${t('benefits.points', {
                            count: request.price_points,
                            formatted: format.number(request.price_points),
                          })}`
                        : null}
                    </Typography>
                    {request.note ? (
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {t('benefits.mine.note', { note: request.note })}
                      </Typography>
                    ) : null}
                    {request.status === 'rejected' && request.reason ? (
                      <Typography variant="body2" color="error.main">
                        {t('benefits.mine.reason', { reason: request.reason })}
                      </Typography>
                    ) : null}
                    {request.status === 'pending' ? (
                      <div>
                        <Button
                          size="small"
                          color="error"
                          variant="outlined"
                          onClick={() => setAsking(request)}
                          aria-label={t('benefits.mine.cancelLabel', {
                            title: requestTitle(request, words.language),
                          })}
                        >
                          {t('benefits.mine.cancel')}
                        </Button>
                      </div>
                    ) : null}
                  </Stack>
                </Paper>
              ))}
            </Stack>
            <LoadMore query={query} label={t('benefits.mine.more')} />
          </Stack>
        )}
      </QueryContent>
      <ConfirmDialog
        open={asking !== null}
        title={t('benefits.mine.cancelTitle')}
        body={
          asking
            ? asking.price_points > 0
              ? t('benefits.mine.cancelBodyPoints', {
                  title: requestTitle(asking, words.language),
                  count: asking.price_points,
                  formatted: format.number(asking.price_points),
                })
              : t('benefits.mine.cancelBody', { title: requestTitle(asking, words.language) })
            : ''
        }
        confirmLabel={t('benefits.mine.cancelConfirm')}
        cancelLabel={t('benefits.mine.keep')}
        destructive
        pending={cancel.isPending}
        error={<FormError error={cancel.error} describe={describe} />}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}
