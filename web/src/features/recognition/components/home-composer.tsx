import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { MediaPicker } from '@/components/media/media-picker';
import { PeoplePicker, type PeoplePickerTexts } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';
import { myPointsQueryOptions } from '@/lib/calls/points';
import { celebrate } from '@/lib/celebrate';
import { listenForRecogniseRequests, useRecogniseRequest } from '@/lib/recognise-request';
import { useIdempotencyAttempts } from '@/lib/use-idempotency-attempts';
import { useOrgWording } from '@/lib/use-org-wording';

import {
  corporateValuesQueryOptions,
  recognitionTypesQueryOptions,
  SEND_LIMITS,
} from '../api/recognition';
import { useSendRecognition } from '../hooks/use-send-recognition';
import {
  clampAmount,
  emptySendValues,
  mergeReceivers,
  selectedType,
  SEND_SERVER_FIELDS,
  sendTotal,
  toSendRequest,
  validateSend,
  type SendErrors,
  type SendValues,
} from '../send-form';

import { LazySendDialog } from './lazy-send-dialog';

const PEOPLE_SEARCH_PAGE_SIZE = 8;

/** The home's composer, above the feed: people, points, type, one value, a message and a
 *  picture of the organisation's library, sent through the same call as the dialog; "Más
 *  opciones" opens the full dialog with what was chosen (sub types, several values,
 *  attachments, groups). */
export function HomeComposer() {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const errorMessage = useApiErrorMessage();
  const id = useId();
  const titleId = `${id}-title`;
  const sectionRef = useRef<HTMLElement>(null);
  const messageRef = useRef<HTMLInputElement>(null);
  const types = useQuery(recognitionTypesQueryOptions());
  const values = useQuery(corporateValuesQueryOptions());
  const points = useQuery(myPointsQueryOptions());
  const mutation = useSendRecognition();
  const attempts = useIdempotencyAttempts();
  const [form, setForm] = useState<SendValues>(emptySendValues);
  const [errors, setErrors] = useState<SendErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof SendValues, string>>>({});
  const [generalError, setGeneralError] = useState<unknown>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Until the person types points, they follow the chosen type's lowest amount.
  const [amountEdited, setAmountEdited] = useState(false);
  const request = useRecogniseRequest((state) => state.request);

  const typeList = types.data ?? [];
  // The first type the caller may send is chosen from the start: one choice fewer.
  const typeId = form.typeId ?? typeList[0]?.id ?? null;
  const type = selectedType({ typeId }, typeList);
  const current: SendValues = {
    ...form,
    typeId,
    amount: amountEdited ? form.amount : (form.amount ?? (type ? clampAmount(null, type) : null)),
  };
  const balance = points.data?.give_balance ?? null;
  const total = sendTotal(current);

  // Its clean-up stops the listening.
  useEffect(() => {
    return listenForRecogniseRequests();
  }, []);

  // "Enviar felicitaciones" and the like: the people join the composer, the message is offered
  // (taken while rendering, once per request), then the composer comes into view with the focus
  // on the message.
  const [takenSeq, setTakenSeq] = useState(0);
  if (request && request.seq !== takenSeq) {
    setTakenSeq(request.seq);
    setForm((old) => ({
      ...old,
      receivers: mergeReceivers(old.receivers, request.people),
      message: old.message.trim() === '' && request.message ? request.message : old.message,
    }));
  }
  useEffect(() => {
    if (takenSeq === 0) return;
    sectionRef.current?.scrollIntoView?.({ block: 'center' });
    messageRef.current?.focus({ preventScroll: true });
  }, [takenSeq]);

  const update = (patch: Partial<SendValues>) => {
    setForm((old) => ({ ...old, ...patch }));
    setServerErrors({});
  };

  const errorText = (field: keyof SendValues): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const key = errors[field];
    if (!key) return undefined;
    return t(key, {
      min: format.number(type?.min_points ?? 0),
      max: format.number(type?.max_points ?? 0),
      total: format.number(total),
      balance: format.number(balance ?? 0),
      maxReceivers: format.number(SEND_LIMITS.maxReceivers),
      maxLength: format.number(SEND_LIMITS.messageMaxLength),
    });
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setGeneralError(null);
    const found = validateSend(current, { types: typeList, balance });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = toSendRequest(current, []);
    mutation.mutate(
      { body, idempotencyKey: attempts.keyFor(body) },
      {
        onSuccess: (result) => {
          attempts.reset();
          showToast(t('send.sent', { balance: format.number(result.give_balance) }), 'success');
          celebrate();
          setForm(emptySendValues());
          setAmountEdited(false);
          setErrors({});
        },
        onError: (error) => {
          const fields = apiFieldErrors(error, i18n, SEND_SERVER_FIELDS);
          const placed: Partial<Record<keyof SendValues, string>> = {};
          for (const [field, message] of Object.entries(fields)) {
            if (message && field in current) placed[field as keyof SendValues] = message;
          }
          setServerErrors(placed);
          if (Object.keys(placed).length === 0) setGeneralError(toApiError(error));
        },
      },
    );
  };

  const receiverTexts: PeoplePickerTexts = {
    noResults: t('send.noPeople'),
    searchFailed: t('send.searchFailed'),
    searching: t('send.searching'),
    open: t('send.openReceivers'),
    close: t('send.closeReceivers'),
    clear: t('send.clearReceivers'),
  };
  const noTypes = types.isSuccess && typeList.length === 0;
  const pending = mutation.isPending;

  return (
    <Card
      ref={sectionRef}
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="home-composer"
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}
      >
        <Typography id={titleId} variant="h2">
          {t('composer.title')}
        </Typography>
        {generalError ? (
          <Alert severity="error" role="alert">
            {errorMessage(generalError)}
          </Alert>
        ) : null}
        {types.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void types.refetch()}>
                {t('composer.retry')}
              </Button>
            }
          >
            {t('composer.typesFailed')}
          </Alert>
        ) : null}
        {noTypes ? (
          <Typography color="text.secondary">{t('send.noTypes')}</Typography>
        ) : (
          <>
            <PeoplePicker
              multiple
              id={`${id}-receivers`}
              label={t('composer.people')}
              required
              excludeSelf
              pageSize={PEOPLE_SEARCH_PAGE_SIZE}
              variant="avatar"
              keepSearchOnSelect
              texts={receiverTexts}
              value={form.receivers}
              onChange={(receivers) => update({ receivers })}
              error={errorText('receivers')}
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: '9rem minmax(0, 1fr) minmax(0, 1fr)',
                },
              }}
            >
              <TextInput
                id={`${id}-amount`}
                label={t('composer.points')}
                type="number"
                required
                value={current.amount ?? ''}
                onChange={(event) => {
                  setAmountEdited(true);
                  update({ amount: event.target.value === '' ? null : Number(event.target.value) });
                }}
                inputProps={{
                  min: type?.min_points ?? 0,
                  max: type?.max_points,
                  step: 1,
                  inputMode: 'numeric',
                }}
                error={Boolean(errorText('amount'))}
                helperText={
                  errorText('amount') ??
                  (balance === null
                    ? undefined
                    : t('composer.balance', { balance: format.number(balance) }))
                }
              />
              <SelectInput
                id={`${id}-type`}
                label={t('composer.type')}
                required
                disabled={!types.isSuccess}
                value={typeId === null ? '' : String(typeId)}
                options={typeList.map((item) => ({
                  value: String(item.id),
                  label: wording.label(item),
                }))}
                onChange={(event) => {
                  const next = typeList.find((item) => String(item.id) === event.target.value);
                  if (next) {
                    update({
                      typeId: next.id,
                      subTypeId: null,
                      amount: clampAmount(current.amount, next),
                    });
                  }
                }}
                error={Boolean(errorText('typeId'))}
                helperText={
                  errorText('typeId') ??
                  (type
                    ? t('composer.range', {
                        min: format.number(type.min_points),
                        max: format.number(type.max_points),
                      })
                    : undefined)
                }
              />
              <SelectInput
                id={`${id}-value`}
                label={t('composer.value')}
                disabled={!values.isSuccess || (values.data?.length ?? 0) === 0}
                value={form.valueIds.length === 1 ? String(form.valueIds[0]) : ''}
                options={[
                  { value: '', label: t('composer.noValue') },
                  ...(values.data ?? []).map((item) => ({
                    value: String(item.id),
                    label: wording.label(item),
                  })),
                ]}
                onChange={(event) =>
                  update({ valueIds: event.target.value ? [Number(event.target.value)] : [] })
                }
                error={Boolean(errorText('valueIds'))}
                helperText={errorText('valueIds')}
              />
            </Box>
            <TextInput
              id={`${id}-message`}
              label={t('composer.message')}
              multiline
              minRows={2}
              maxRows={6}
              value={form.message}
              inputRef={messageRef}
              onChange={(event) => update({ message: event.target.value })}
              placeholder={t('send.messagePlaceholder')}
              error={Boolean(errorText('message'))}
              helperText={errorText('message')}
            />
            <MediaPicker
              value={form.media}
              onChange={(media) => update({ media })}
              error={errorText('media')}
              disabled={pending}
            />
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center' }}
            >
              {total > 0 && balance !== null ? (
                <Typography
                  variant="body2"
                  color={total > balance ? 'error' : 'text.secondary'}
                  sx={{ mr: 'auto' }}
                  aria-live="polite"
                  data-testid="composer-total"
                >
                  {t('send.total', {
                    total: format.number(total),
                    balance: format.number(balance),
                  })}
                </Typography>
              ) : null}
              <Button onClick={() => setDialogOpen(true)} disabled={pending}>
                {t('composer.more')}
              </Button>
              <Button type="submit" variant="contained" loading={pending}>
                {t('composer.submit')}
              </Button>
            </Stack>
          </>
        )}
      </Box>
      <LazySendDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSent={() => {
          setForm(emptySendValues());
          setAmountEdited(false);
        }}
        initialValues={current}
      />
    </Card>
  );
}
