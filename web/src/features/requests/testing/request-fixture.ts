// Request types, requests and their details as the server sends them, for the module's tests.
import type { FormDefinition } from '@/lib/forms/types';

import type { AdminRequestType, AdminRequestTypeDetail } from '../api/admin-requests';
import type {
  RequestDetail,
  RequestEvent,
  RequestItem,
  RequestType,
  RequestTypeToFill,
} from '../api/requests';

export const ANA = { id: 7, full_name: 'Ana Torres', first_name: 'Ana', last_name: 'Torres' };
export const LUIS = { id: 3, full_name: 'Luis Herrera', first_name: 'Luis', last_name: 'Herrera' };
export const ADRIANA = {
  id: 1,
  full_name: 'Adriana Gómez',
  first_name: 'Adriana',
  last_name: 'Gómez',
};

const DAY = 86_400_000;
/** 3 March 2025, 09:30 local time. */
export const SENT_AT = new Date(2025, 2, 3, 9, 30).getTime();

export const HOME_OFFICE_FORM: FormDefinition = {
  form_id: 'request-abc',
  title: { es: 'Días de home office', en: 'Home office days' },
  questions: [
    { id: 'desde', type: 'date', required: true, title: { es: 'Desde', en: 'From' } },
    {
      id: 'motivo',
      type: 'long_text',
      required: false,
      max_length: 500,
      title: { es: 'Motivo', en: 'Reason' },
    },
    {
      id: 'lugar',
      type: 'single_choice',
      required: true,
      title: { es: 'Lugar', en: 'Place' },
      options: [
        { id: 'casa', label: { es: 'Casa', en: 'Home' } },
        { id: 'otro', label: { es: 'Otro lugar', en: 'Elsewhere' } },
      ],
    },
    {
      id: 'respaldo',
      type: 'file_upload',
      required: false,
      upload_type: 'comm-attachment',
      max_files: 2,
      title: { es: 'Respaldo', en: 'Supporting document' },
    },
  ],
};

export function makeType(extra: Partial<RequestType> = {}): RequestType {
  return {
    id: 2,
    name: 'Días de home office',
    name_en: 'Home office days',
    description: 'Pide trabajar desde casa.',
    description_en: null,
    sla_days: 3,
    steps: [
      { approver: 'leader', user_id: null },
      { approver: 'admins', user_id: null },
    ],
    status: 'active',
    form_id: 'request-abc',
    created_at: SENT_AT - 10 * DAY,
    updated_at: SENT_AT - 10 * DAY,
    ...extra,
  };
}

export function makeTypeToFill(extra: Partial<RequestTypeToFill> = {}): RequestTypeToFill {
  return {
    ...makeType(),
    form: { form_id: 'request-abc', version: 1, definition: HOME_OFFICE_FORM },
    context: { department: 4, country: 'CO', tenure_band: '3_5y' },
    ...extra,
  };
}

export function makeRequest(extra: Partial<RequestItem> = {}): RequestItem {
  return {
    id: 31,
    type_id: 2,
    type_name: 'Días de home office',
    type_name_en: 'Home office days',
    status: 'pending',
    step: 0,
    steps: [
      { approver: 'leader', user_id: null },
      { approver: 'admins', user_id: null },
    ],
    awaiting: 'leader',
    approver: LUIS,
    approvers: [],
    due_at: SENT_AT + 3 * DAY,
    overdue: false,
    step_due_at: null,
    step_overdue: false,
    person: ANA,
    created_at: SENT_AT,
    updated_at: SENT_AT,
    decided_at: null,
    ...extra,
  };
}

export function event(extra: Partial<RequestEvent> & Pick<RequestEvent, 'kind'>): RequestEvent {
  return { id: 1, step: null, text: '', actor: ANA, created_at: SENT_AT, ...extra };
}

export function makeDetail(extra: Partial<RequestDetail> = {}): RequestDetail {
  return {
    ...makeRequest(),
    steps: [
      { approver: 'leader', user_id: null, person: null },
      { approver: 'admins', user_id: null, person: null },
    ],
    answers: {
      desde: '2026-12-14',
      motivo: 'Remodelación en casa.',
      lugar: 'casa',
      respaldo: ['comm-attachment.Ab3xY.pdf'],
    },
    files: { 'comm-attachment.Ab3xY.pdf': 'https://files.example/respaldo.pdf' },
    form: { form_id: 'request-abc', version: 1, definition: HOME_OFFICE_FORM },
    events: [event({ id: 1, kind: 'submitted' })],
    can_decide: false,
    can_cancel: true,
    can_comment: true,
    ...extra,
  };
}

export function makeAdminType(extra: Partial<AdminRequestType> = {}): AdminRequestType {
  return { ...makeType(), pending: 2, ...extra };
}

export function makeAdminTypeDetail(
  extra: Partial<AdminRequestTypeDetail> = {},
): AdminRequestTypeDetail {
  return {
    ...makeAdminType(),
    form: { form_id: 'request-abc', version: 1, definition: HOME_OFFICE_FORM },
    ...extra,
  };
}

/** A page of a list as GET answers it. */
export const page = (items: unknown[], hasMore = false) => ({
  status: 200,
  body: {
    success: true,
    data: items,
    meta: { page: 1, perPage: 10, total: null, hasMore },
  },
});
