// The send dialog's values, its client-side checks (the same rules the server applies: someone
// to recognise, a type, an amount within the type's bounds, enough giving points, a message of
// at most 2000 characters) and the request it becomes.
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

import type { PersonRef } from '@/api/types';
import type { MediaItem } from '@/lib/calls/media';

import { SEND_LIMITS, type RecognitionType, type SendRecognitionRequest } from './api/recognition';

export type SendValues = {
  receivers: PersonRef[];
  typeId: number | null;
  subTypeId: number | null;
  /** Points per receiver; null while the field is empty. */
  amount: number | null;
  valueIds: number[];
  message: string;
  /** A picture of the organisation's media library, or null. */
  media: MediaItem | null;
};

export type SendField = keyof SendValues | 'attachments';

/** Glossary keys of the client-side checks. */
export type SendErrorKey =
  | 'send.errors.receiversRequired'
  | 'send.errors.receiversMax'
  | 'send.errors.typeRequired'
  | 'send.errors.amountRequired'
  | 'send.errors.amountInteger'
  | 'send.errors.amountRange'
  | 'send.errors.balance'
  | 'send.errors.messageTooLong'
  | 'send.errors.valueRequired';

export type SendErrors = Partial<Record<keyof SendValues, SendErrorKey>>;

export type SendContext = {
  types: readonly RecognitionType[];
  /** The caller's giving balance; null while unknown (the server still checks it). */
  balance: number | null;
  /** The organisation asks for a corporate value in every recognition (VAL-2). */
  valueRequired?: boolean;
};

/** The value the dialog proposed from the message (VAL-★3) and whether the sender took it. */
export type SuggestionRecord = { suggested: number | null; accepted: boolean };

export function emptySendValues(): SendValues {
  return {
    receivers: [],
    typeId: null,
    subTypeId: null,
    amount: null,
    valueIds: [],
    message: '',
    media: null,
  };
}

export function selectedType(
  values: Pick<SendValues, 'typeId'>,
  types: readonly RecognitionType[],
): RecognitionType | null {
  return types.find((type) => type.id === values.typeId) ?? null;
}

/** Points the send takes at most: the amount for each receiver. (A receiver whose account
 *  takes no points gets the recognition with 0, so the server may spend less.) */
export function sendTotal(values: Pick<SendValues, 'amount' | 'receivers'>): number {
  const amount = values.amount ?? 0;
  return Number.isFinite(amount) && amount > 0 ? amount * values.receivers.length : 0;
}

/** The amount brought within a type's bounds (the type's minimum when empty). */
export function clampAmount(amount: number | null, type: RecognitionType): number {
  if (amount === null || !Number.isFinite(amount)) return type.min_points;
  return Math.min(type.max_points, Math.max(type.min_points, Math.round(amount)));
}

/** The client-side checks; an empty object when the values may be sent. */
export function validateSend(values: SendValues, context: SendContext): SendErrors {
  const errors: SendErrors = {};
  if (values.receivers.length === 0) errors.receivers = 'send.errors.receiversRequired';
  else if (values.receivers.length > SEND_LIMITS.maxReceivers)
    errors.receivers = 'send.errors.receiversMax';

  const type = selectedType(values, context.types);
  if (!type) errors.typeId = 'send.errors.typeRequired';

  if (values.amount === null) errors.amount = 'send.errors.amountRequired';
  else if (!Number.isInteger(values.amount) || values.amount < 0)
    errors.amount = 'send.errors.amountInteger';
  else if (type && (values.amount < type.min_points || values.amount > type.max_points))
    errors.amount = 'send.errors.amountRange';
  else if (context.balance !== null && sendTotal(values) > context.balance)
    errors.amount = 'send.errors.balance';

  if (values.message.length > SEND_LIMITS.messageMaxLength)
    errors.message = 'send.errors.messageTooLong';
  if (context.valueRequired && values.valueIds.length === 0)
    errors.valueIds = 'send.errors.valueRequired';
  return errors;
}

/** The request body of POST /send_feedback. */
export function toSendRequest(
  values: SendValues,
  attachmentKeys: readonly string[],
  suggestion: SuggestionRecord = { suggested: null, accepted: false },
): SendRecognitionRequest {
  const body: SendRecognitionRequest = {
    reciever_emails: values.receivers.map((person) => person.email ?? '').filter(Boolean),
    amount: values.amount ?? 0,
    post_types: values.typeId ?? 0,
    message: values.message.trim(),
  };
  if (values.subTypeId !== null) body.sub_type_id = values.subTypeId;
  if (values.valueIds.length > 0) body.values = [...values.valueIds];
  if (attachmentKeys.length > 0) body.attachments = [...attachmentKeys];
  if (values.media) body.media_id = values.media.id;
  if (suggestion.suggested !== null) {
    body.value_suggested = suggestion.suggested;
    body.suggestion_accepted = suggestion.accepted;
  }
  return body;
}

/** Which dialog field each request field of the server's `details.fields` belongs to. */
export const SEND_SERVER_FIELDS: Record<string, SendField> = {
  reciever_emails: 'receivers',
  amount: 'amount',
  post_types: 'typeId',
  sub_type_id: 'subTypeId',
  values: 'valueIds',
  attachments: 'attachments',
  message: 'message',
  media_id: 'media',
};

/** Adds people to a selection, skipping those already in it (by id). */
export function mergeReceivers(
  current: readonly PersonRef[],
  added: readonly PersonRef[],
): PersonRef[] {
  const ids = new Set(current.map((person) => person.id));
  return [...current, ...added.filter((person) => !ids.has(person.id))];
}

/** The client-side checks as react-hook-form errors; each message is a glossary key. */
export const sendResolver: Resolver<SendValues, SendContext> = (values, context) => {
  const errors = validateSend(values, context ?? { types: [], balance: null });
  const fieldErrors: FieldErrors<SendValues> = {};
  for (const [field, key] of Object.entries(errors)) {
    (fieldErrors as Record<string, FieldError>)[field] = { type: 'client', message: key };
  }
  return Object.keys(fieldErrors).length === 0
    ? { values, errors: {} }
    : { values: {}, errors: fieldErrors };
};
