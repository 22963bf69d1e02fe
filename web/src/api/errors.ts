// The shared error catalogue of spec §8: every failed call becomes an ApiError carrying the
// catalogue's Spanish message, whether it is recoverable, and what the server said.
import type { ErrorBody } from './types';

export type FailureKind = 'network' | 'timeout' | 'http' | 'cancelled' | 'unknown';

export type CatalogueEntry = {
  /** Spanish text of the catalogue (spec §8). */
  message: string;
  /** i18n key of the same text in the glossary (`apiErrors.*`). */
  messageKey: string;
  recoverable: boolean;
};

export const CATALOGUE_MESSAGES = {
  network: 'Error de conexión. Verifica tu conexión a internet.',
  timeout: 'La solicitud tardó demasiado. Intenta nuevamente.',
  unauthorized: 'No autorizado. Tu sesión ha expirado.',
  forbidden: 'Acceso denegado',
  notFound: 'Recurso no encontrado',
  requestTimeout: 'Timeout de la solicitud. Intenta nuevamente.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento.',
  serverError: 'Error interno del servidor. Intenta más tarde.',
  unavailable: 'Servidor temporalmente no disponible. Intenta más tarde.',
  unknown: 'Error desconocido',
} as const;

type MessageName = keyof typeof CATALOGUE_MESSAGES;

function entry(name: MessageName, recoverable: boolean): CatalogueEntry {
  return { message: CATALOGUE_MESSAGES[name], messageKey: `apiErrors.${name}`, recoverable };
}

/** Looks a failure up in the catalogue. */
export function describeFailure(kind: FailureKind, status?: number | null): CatalogueEntry {
  if (kind === 'network') return entry('network', true);
  if (kind === 'timeout') return entry('timeout', true);
  if (kind !== 'http' || status == null) return entry('unknown', false);
  switch (status) {
    case 401:
      return entry('unauthorized', false);
    case 403:
      return entry('forbidden', false);
    case 404:
      return entry('notFound', true);
    case 408:
      return entry('requestTimeout', true);
    case 429:
      return entry('tooManyRequests', true);
    case 500:
      return entry('serverError', false);
    case 502:
    case 503:
    case 504:
      return entry('unavailable', true);
    default:
      return {
        message: `Error ${status}`,
        messageKey: 'apiErrors.status',
        recoverable: status < 500,
      };
  }
}

type ApiErrorInit = {
  kind: FailureKind;
  status?: number | null;
  code?: string | null;
  serverMessage?: string | null;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
  retryAfterMs?: number | null;
  cause?: unknown;
};

/** A failed call, normalised. `message` is the server's text when it sent one, else the catalogue's. */
export class ApiError extends Error {
  readonly kind: FailureKind;
  readonly status: number | null;
  /** Machine code from the error envelope (`invalid_credentials`, ...). */
  readonly code: string | null;
  readonly serverMessage: string | null;
  readonly catalogue: CatalogueEntry;
  readonly recoverable: boolean;
  /** Per-field messages from `details.fields`. */
  readonly fields: Record<string, string>;
  /** The envelope's whole `details` object (ErrorBody: `fields` and anything else a call adds,
   *  such as the `challenge` of a 403 `password_change_required`). */
  readonly details: Readonly<Record<string, unknown>>;
  /** Wait asked by a `Retry-After` header, in milliseconds. */
  readonly retryAfterMs: number | null;

  constructor(init: ApiErrorInit) {
    const catalogue = describeFailure(init.kind, init.status);
    super(init.serverMessage || catalogue.message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.serverMessage = init.serverMessage || null;
    this.catalogue = catalogue;
    this.recoverable = catalogue.recoverable;
    this.fields = init.fields ?? {};
    this.details = init.details ?? {};
    this.retryAfterMs = init.retryAfterMs ?? null;
  }
}

/** Parses a Retry-After header (seconds or HTTP date) into milliseconds from `now`. */
export function parseRetryAfter(value: unknown, now = Date.now()): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The code, message, per-field messages and details of an error envelope (ErrorBody; anything
 *  else: none). */
export function readErrorBody(
  data: unknown,
): Pick<ApiErrorInit, 'code' | 'serverMessage' | 'fields' | 'details'> {
  if (!data || typeof data !== 'object') return {};
  const body = data as Partial<Record<keyof ErrorBody, unknown>> & { message?: unknown };
  const details =
    body.details && typeof body.details === 'object' && !Array.isArray(body.details)
      ? (body.details as Record<string, unknown>)
      : {};
  const rawFields = details.fields;
  const fields: Record<string, string> = {};
  if (rawFields && typeof rawFields === 'object') {
    for (const [key, value] of Object.entries(rawFields as Record<string, unknown>)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  const message = typeof body.error === 'string' ? body.error : body.message;
  return {
    code: typeof body.code === 'string' ? body.code : null,
    serverMessage: typeof message === 'string' ? message : null,
    fields,
    details,
  };
}

/** Turns anything thrown by a call into an ApiError (the client throws ApiErrors already). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ kind: 'unknown', cause: error });
}

/** The HTTP status of a failure, or null when it never got a response. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
