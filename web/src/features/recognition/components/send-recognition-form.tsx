import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { LoadError } from '@/components/feedback/load-error';
import { AttachmentsField } from '@/components/form/attachments-field';
import { TextInput } from '@/components/form/text-input';
import { MediaPicker } from '@/components/media/media-picker';
import { PeoplePicker, type PeoplePickerTexts } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useNumberFormat } from '@/i18n/use-number-format';
import { celebrate } from '@/lib/celebrate';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';
import { useIdempotencyAttempts } from '@/lib/use-idempotency-attempts';

import {
  SEND_LIMITS,
  type CorporateValue,
  type RecognitionType,
  type ValuesMode,
} from '../api/recognition';
import { useAttachmentTexts } from '../hooks/use-attachment-texts';
import { useSendRecognition } from '../hooks/use-send-recognition';
import {
  clampAmount,
  emptySendValues,
  mergeReceivers,
  selectedType,
  SEND_SERVER_FIELDS,
  sendResolver,
  sendTotal,
  toSendRequest,
  type SendContext,
  type SendErrorKey,
  type SendValues,
} from '../send-form';
import { suggestValue } from '../suggest-value';

import { AmountField } from './amount-field';
import { MessageIdeas } from './message-ideas';
import { RecognitionGroupsMenu } from './recognition-groups-menu';
import { SubTypePicker } from './sub-type-picker';
import { TypePicker } from './type-picker';
import { ValueSuggestion } from './value-suggestion';
import { ValuesPicker } from './values-picker';

export type SendRecognitionFormProps = {
  types: readonly RecognitionType[];
  values: UseQueryResult<CorporateValue[]>;
  /** Whether a recognition must, may or must not carry a value (VAL-2). */
  valuesMode?: ValuesMode;
  /** The caller's giving balance; null while unknown. */
  balance: number | null;
  balanceError: boolean;
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onSent: () => void;
  /** What the form starts with (the home composer's choices when it opens the dialog). */
  initialValues?: Partial<SendValues>;
};

/** The receiver search shows a few people at a time. */
const PEOPLE_SEARCH_PAGE_SIZE = 8;

const FORM_FIELDS = new Set<string>([
  'receivers',
  'typeId',
  'subTypeId',
  'amount',
  'valueIds',
  'message',
  'media',
]);

/** The send form: receivers, type and sub type, amount with the live total against the
 *  balance, values, message, attachments and a picture of the organisation's library. Server
 *  rule errors land next to their field. */
export function SendRecognitionForm({
  types,
  values: valuesQuery,
  valuesMode = 'optional',
  balance,
  balanceError,
  onBusyChange,
  onCancel,
  onSent,
  initialValues,
}: SendRecognitionFormProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const errorMessage = useApiErrorMessage();
  const formId = useId();
  const mutation = useSendRecognition();
  const uploads = useAttachmentUploads('post-attachments', SEND_LIMITS.maxAttachments);
  const attachmentTexts = useAttachmentTexts();
  const attempts = useIdempotencyAttempts();
  const [generalError, setGeneralError] = useState<unknown>(null);
  const [attachmentsError, setAttachmentsError] = useState<string | null>(null);
  // VAL-★3: the last value proposed from the message, whether the sender took it, and the ones
  // they waved away (not proposed again).
  const [suggested, setSuggested] = useState<number | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [dismissed, setDismissed] = useState<number[]>([]);
  const valuesOff = valuesMode === 'off';
  const form = useForm<SendValues, SendContext>({
    defaultValues: { ...emptySendValues(), ...initialValues },
    context: { types, balance, valueRequired: valuesMode === 'required' },
    resolver: sendResolver,
  });
  const { control, handleSubmit, setValue, setError, getValues, clearErrors } = form;
  const { errors } = form.formState;
  const watched = useWatch({ control }) as SendValues;
  const type = selectedType(watched, types);
  const total = sendTotal(watched);
  const pending = mutation.isPending;
  const proposal =
    !valuesOff && valuesQuery.data ? suggestValue(watched.message ?? '', valuesQuery.data) : null;
  const showProposal =
    proposal !== null &&
    !(watched.valueIds ?? []).includes(proposal.id) &&
    !dismissed.includes(proposal.id);
  // A new proposal on screen becomes the one the send reports (state adjusted while rendering,
  // as React advises for values derived from the previous render).
  if (showProposal && proposal.id !== suggested) {
    setSuggested(proposal.id);
    setAccepted(false);
  }
  const acceptProposal = (value: CorporateValue) => {
    setValue('valueIds', [...getValues('valueIds'), value.id], {
      shouldValidate: form.formState.isSubmitted,
    });
    setSuggested(value.id);
    setAccepted(true);
  };
  const receiverTexts: PeoplePickerTexts = {
    noResults: t('send.noPeople'),
    searchFailed: t('send.searchFailed'),
    searching: t('send.searching'),
    open: t('send.openReceivers'),
    close: t('send.closeReceivers'),
    clear: t('send.clearReceivers'),
  };

  useEffect(() => {
    onBusyChange(pending);
  }, [pending, onBusyChange]);

  const errorText = (field: keyof SendValues): string | undefined => {
    const error = errors[field] as FieldError | undefined;
    if (!error?.message) return undefined;
    if (error.type === 'server') return error.message;
    return t(error.message as SendErrorKey, {
      min: format.number(type?.min_points ?? 0),
      max: format.number(type?.max_points ?? 0),
      total: format.number(total),
      balance: format.number(balance ?? 0),
      maxReceivers: format.number(SEND_LIMITS.maxReceivers),
      maxLength: format.number(SEND_LIMITS.messageMaxLength),
    });
  };

  const handleTypeChange = (typeId: number) => {
    const next = types.find((candidate) => candidate.id === typeId);
    setValue('typeId', typeId, { shouldValidate: form.formState.isSubmitted });
    setValue('subTypeId', null);
    if (next) {
      setValue('amount', clampAmount(getValues('amount'), next), {
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };

  const handleValid = (values: SendValues) => {
    setGeneralError(null);
    if (uploads.uploading) {
      setAttachmentsError(t('send.errors.uploading'));
      return;
    }
    if (uploads.failed) {
      setAttachmentsError(t('send.errors.uploadFailed'));
      return;
    }
    setAttachmentsError(null);
    const body = toSendRequest(valuesOff ? { ...values, valueIds: [] } : values, uploads.keys, {
      suggested,
      accepted: accepted && values.valueIds.includes(suggested ?? -1),
    });
    mutation.mutate(
      { body, idempotencyKey: attempts.keyFor(body) },
      {
        onSuccess: (result) => {
          attempts.reset();
          showToast(t('send.sent', { balance: format.number(result.give_balance) }), 'success');
          celebrate();
          onSent();
        },
        onError: (error) => {
          const fields = apiFieldErrors(error, i18n, SEND_SERVER_FIELDS);
          let placed = false;
          for (const [field, message] of Object.entries(fields)) {
            if (!message) continue;
            if (field === 'attachments') {
              setAttachmentsError(message);
              placed = true;
            } else if (FORM_FIELDS.has(field)) {
              setError(
                field as keyof SendValues,
                { type: 'server', message },
                { shouldFocus: !placed },
              );
              placed = true;
            }
          }
          if (!placed) setGeneralError(toApiError(error));
        },
      },
    );
  };

  const messageLength = watched.message?.length ?? 0;

  return (
    <Box
      component="form"
      noValidate
      id={formId}
      onSubmit={(event) => void handleSubmit(handleValid)(event)}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogContent dividers>
        <Stack spacing={3}>
          {generalError ? (
            <Alert severity="error" role="alert">
              {errorMessage(generalError)}
            </Alert>
          ) : null}

          <Box>
            <Controller
              control={control}
              name="receivers"
              render={({ field }) => (
                <PeoplePicker
                  multiple
                  id={`${formId}-receivers`}
                  label={t('send.receivers')}
                  required
                  excludeSelf
                  pageSize={PEOPLE_SEARCH_PAGE_SIZE}
                  variant="avatar"
                  keepSearchOnSelect
                  texts={receiverTexts}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={errorText('receivers')}
                  helperText={t('send.receiversHelp')}
                />
              )}
            />
            <RecognitionGroupsMenu
              selection={watched.receivers ?? []}
              onAddGroup={(group) =>
                setValue('receivers', mergeReceivers(getValues('receivers'), group.members), {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            />
          </Box>

          <TypePicker
            types={types}
            value={watched.typeId}
            onChange={handleTypeChange}
            error={errorText('typeId')}
          />

          {type && type.sub_types.filter((sub) => sub.active).length > 0 ? (
            <Controller
              control={control}
              name="subTypeId"
              render={({ field }) => (
                <SubTypePicker
                  subTypes={type.sub_types.filter((sub) => sub.active)}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorText('subTypeId')}
                />
              )}
            />
          ) : null}

          <Box>
            <Controller
              control={control}
              name="amount"
              render={({ field }) => (
                <AmountField
                  id={`${formId}-amount`}
                  type={type}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText('amount')}
                />
              )}
            />
            <SendTotal
              total={total}
              balance={balance}
              balanceError={balanceError}
              outOfRange={amountOutOfRange(watched.amount, type)}
            />
          </Box>

          {valuesOff ? null : valuesQuery.isPending ? (
            <Skeleton variant="rounded" height={40} aria-label={t('send.loading')} />
          ) : valuesQuery.isError ? (
            <LoadError error={valuesQuery.error} onRetry={() => void valuesQuery.refetch()} />
          ) : (
            <Controller
              control={control}
              name="valueIds"
              render={({ field }) => (
                <ValuesPicker
                  values={valuesQuery.data}
                  selected={field.value}
                  onChange={field.onChange}
                  error={errorText('valueIds')}
                  required={valuesMode === 'required'}
                />
              )}
            />
          )}

          <Controller
            control={control}
            name="message"
            render={({ field }) => (
              <TextInput
                id={`${formId}-message`}
                label={t('send.message')}
                multiline
                minRows={3}
                maxRows={10}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                placeholder={t('send.messagePlaceholder')}
                error={Boolean(errorText('message'))}
                helperText={
                  errorText('message') ??
                  t('send.characters', {
                    used: format.number(messageLength),
                    max: format.number(SEND_LIMITS.messageMaxLength),
                  })
                }
              />
            )}
          />

          <MessageIdeas
            input={() => ({
              post_type_id: getValues('typeId'),
              value_ids: valuesOff ? [] : getValues('valueIds').slice(0, 5),
              receiver_names: getValues('receivers')
                .slice(0, 10)
                .map((person) => person.first_name)
                .filter(Boolean),
            })}
            onChoose={(message) =>
              setValue('message', message.slice(0, SEND_LIMITS.messageMaxLength), {
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />

          {showProposal && proposal ? (
            <ValueSuggestion
              value={proposal}
              onAccept={() => acceptProposal(proposal)}
              onDismiss={() => setDismissed((ids) => [...ids, proposal.id])}
            />
          ) : null}

          <AttachmentsField
            uploads={uploads}
            texts={attachmentTexts}
            error={attachmentsError ?? undefined}
          />

          <Controller
            control={control}
            name="media"
            render={({ field }) => (
              <MediaPicker
                value={field.value}
                onChange={(item) => {
                  clearErrors('media');
                  field.onChange(item);
                }}
                error={errorText('media')}
                disabled={pending}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t('send.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={pending} disabled={uploads.uploading}>
          {t('send.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Whether the typed points fall outside the chosen type's bounds (its own error says so). */
function amountOutOfRange(amount: number | null, type: RecognitionType | null): boolean {
  return type !== null && amount !== null && (amount < type.min_points || amount > type.max_points);
}

type SendTotalProps = {
  total: number;
  balance: number | null;
  balanceError: boolean;
  outOfRange: boolean;
};

/** The live total, once there is one to show: against the balance, with a warning when it is
 *  more than the balance; nothing while the points are out of range (their error says why). */
function SendTotal({ total, balance, balanceError, outOfRange }: SendTotalProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const shown = total > 0 && !outOfRange;
  const short = balance !== null && total > balance;
  return (
    <Box aria-live="polite" sx={{ mt: 1 }}>
      {balanceError ? (
        <Typography variant="body2" color="text.secondary">
          {t('send.balanceFailed')}
        </Typography>
      ) : null}
      {shown ? (
        <>
          <Typography sx={{ fontWeight: 700 }} data-testid="send-total">
            {balance === null
              ? t('send.totalNoBalance', { total: format.number(total) })
              : t('send.total', { total: format.number(total), balance: format.number(balance) })}
          </Typography>
          {short ? (
            <Typography variant="body2" color="error" data-testid="send-short">
              {t('send.short', { missing: format.number(total - (balance ?? 0)) })}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('send.totalNote')}
            </Typography>
          )}
        </>
      ) : null}
    </Box>
  );
}
