import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { createIdempotencyAttempts } from '@/api/idempotency';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { FormError } from '@/components/form/form-error';
import { NotFound } from '@/components/not-found';
import { showToast } from '@/components/toast/toast';
import { paths } from '@/config/paths';
import { localizeForm } from '@/lib/forms/localize';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  cancelRequestMutation,
  requestQueryOptions,
  type Decision,
  type RequestDetail,
} from '../api/requests';
import { AnswersView } from '../components/answers-view';
import { ChainStepper } from '../components/chain-stepper';
import { DecideDialog } from '../components/decide-dialog';
import { OverdueChip } from '../components/overdue-chip';
import { DeadlineLine, StepDeadlineLine, StepLine } from '../components/request-lines';
import { RequestStatusChip } from '../components/request-status-chip';
import { CommentBox, Timeline } from '../components/timeline';
import { useRequestErrorMessage, useRequestFormat } from '../lib/request-words';

/** `/requests/:requestId`: one request (the requester's, an approver's, an admin's view): its
 *  type and state, the approval chain as a stepper, the answers, the timeline with a comment box,
 *  "Cancelar solicitud" for the requester while it waits, and "Aprobar" / "Rechazar" for whoever
 *  decides its current step. */
export function RequestPage() {
  const { t } = useTranslation();
  const { requestId } = useParams();
  const id = Number(requestId);
  const valid = Number.isInteger(id) && id > 0;
  const request = useQuery({ ...requestQueryOptions(id), enabled: valid });
  const format = useRequestFormat();
  useDocumentTitle(request.data ? format.requestName(request.data) : t('requests.detail.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link component={RouterLink} to={paths.requests} underline="hover">
          {t('requests.detail.back')}
        </Link>
      </Box>
      <ItemQueryContent
        known={valid}
        query={request}
        loading={<LoadingBlock label={t('requests.detail.loading')} />}
        notFound={<NotFound />}
      >
        {(data) => <RequestView request={data} />}
      </ItemQueryContent>
    </Stack>
  );
}

function RequestView({ request }: { request: RequestDetail }) {
  const { t, i18n } = useTranslation();
  const format = useRequestFormat();
  const describe = useRequestErrorMessage();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useMutation(cancelRequestMutation(request.id));
  const attempts = useMemo(() => createIdempotencyAttempts(), []);
  const definition = useMemo(
    () => localizeForm(request.form.definition, i18n.language.startsWith('en') ? 'en' : 'es'),
    [request.form.definition, i18n.language],
  );
  const name = format.requestName(request);
  const confirmCancel = () =>
    cancel.mutate(
      { idempotencyKey: attempts.keyFor(request.id) },
      {
        onSuccess: () => {
          attempts.reset();
          setCancelling(false);
          showToast(t('requests.detail.cancelled', { name }), 'success');
        },
      },
    );
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            <RequestStatusChip status={request.status} />
            {request.step_overdue ? <OverdueChip step /> : null}
            {request.overdue ? <OverdueChip /> : null}
          </Stack>
          <Typography color="text.secondary">
            {request.person
              ? t('requests.detail.askedBy', {
                  name: request.person.full_name,
                  when: format.onAt(request.created_at),
                })
              : t('requests.detail.askedAt', { when: format.onAt(request.created_at) })}
            {` · ${t('requests.detail.number', { id: request.id })}`}
          </Typography>
          <StepLine request={request} />
          <StepDeadlineLine request={request} />
          <DeadlineLine request={request} />
        </Stack>
        {request.can_decide || request.can_cancel ? (
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, flexShrink: 0, alignItems: 'center' }}
          >
            {request.can_decide ? (
              <>
                <Button variant="contained" color="success" onClick={() => setDeciding('approve')}>
                  {t('requests.decide.approve')}
                </Button>
                <Button variant="outlined" color="error" onClick={() => setDeciding('reject')}>
                  {t('requests.decide.reject')}
                </Button>
              </>
            ) : null}
            {request.can_cancel ? (
              <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
                {t('requests.detail.cancel')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>

      {/* The chain first, as phones show it; beside the answers and history from 900 px. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gridTemplateAreas: { xs: '"chain" "main"', md: '"main chain"' },
        }}
      >
        <Box sx={{ minWidth: 0, gridArea: 'chain' }}>
          <Section title={t('requests.detail.chain')}>
            <ChainStepper request={request} />
          </Section>
        </Box>
        <Stack spacing={2} sx={{ minWidth: 0, gridArea: 'main' }}>
          <Section title={t('requests.detail.answers')}>
            <AnswersView definition={definition} answers={request.answers} files={request.files} />
          </Section>
          <Section title={t('requests.detail.history')}>
            <Timeline request={request} />
            {request.can_comment ? <CommentBox request={request} /> : null}
          </Section>
        </Stack>
      </Box>

      {deciding ? (
        <DecideDialog request={request} decision={deciding} onClose={() => setDeciding(null)} />
      ) : null}
      <ConfirmDialog
        open={cancelling}
        title={t('requests.detail.cancelTitle')}
        body={t('requests.detail.cancelBody', { name })}
        confirmLabel={t('requests.detail.cancelConfirm')}
        cancelLabel={t('requests.detail.keep')}
        destructive
        pending={cancel.isPending}
        error={<FormError error={cancel.error} describe={describe} />}
        onConfirm={confirmCancel}
        onCancel={() => {
          cancel.reset();
          setCancelling(false);
        }}
      />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.2rem' }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
