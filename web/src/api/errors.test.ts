import { describe, expect, it } from 'vitest';

import { ApiError, describeFailure, parseRetryAfter, readErrorBody, toApiError } from './errors';

describe('error catalogue (spec §8)', () => {
  it.each([
    ['network', undefined, 'Error de conexión. Verifica tu conexión a internet.', true],
    ['timeout', undefined, 'La solicitud tardó demasiado. Intenta nuevamente.', true],
    ['http', 401, 'No autorizado. Tu sesión ha expirado.', false],
    ['http', 403, 'Acceso denegado', false],
    ['http', 404, 'Recurso no encontrado', true],
    ['http', 408, 'Timeout de la solicitud. Intenta nuevamente.', true],
    ['http', 429, 'Demasiadas solicitudes. Espera un momento.', true],
    ['http', 500, 'Error interno del servidor. Intenta más tarde.', false],
    ['http', 502, 'Servidor temporalmente no disponible. Intenta más tarde.', true],
    ['http', 503, 'Servidor temporalmente no disponible. Intenta más tarde.', true],
    ['http', 504, 'Servidor temporalmente no disponible. Intenta más tarde.', true],
    ['http', 409, 'Error 409', true],
    ['http', 422, 'Error 422', true],
    ['http', 418, 'Error 418', true],
    ['http', 501, 'Error 501', false],
    ['http', 507, 'Error 507', false],
    ['unknown', undefined, 'Error desconocido', false],
  ] as const)('%s %s → %s (recoverable: %s)', (kind, status, message, recoverable) => {
    const entry = describeFailure(kind, status);
    expect(entry.message).toBe(message);
    expect(entry.recoverable).toBe(recoverable);
  });

  it('gives every entry a glossary key', () => {
    expect(describeFailure('network').messageKey).toBe('apiErrors.network');
    expect(describeFailure('http', 409).messageKey).toBe('apiErrors.status');
  });
});

describe('readErrorBody', () => {
  it('reads the code, the message and the string field messages of an error envelope', () => {
    expect(
      readErrorBody({
        success: false,
        error: 'Cuenta bloqueada',
        code: 'account_locked',
        details: { fields: { email: 'Demasiados intentos', other: 3 } },
      }),
    ).toEqual({
      code: 'account_locked',
      serverMessage: 'Cuenta bloqueada',
      fields: { email: 'Demasiados intentos' },
      details: { fields: { email: 'Demasiados intentos', other: 3 } },
    });
    expect(readErrorBody('<html>')).toEqual({});
  });

  it('keeps the other details a call adds, and none that is not an object', () => {
    const body = {
      success: false,
      error: 'Elige una nueva contraseña.',
      code: 'password_change_required',
      details: { challenge: 'ch-123' },
    };
    expect(readErrorBody(body).details).toEqual({ challenge: 'ch-123' });
    expect(new ApiError({ kind: 'http', status: 403, ...readErrorBody(body) }).details).toEqual({
      challenge: 'ch-123',
    });
    expect(readErrorBody({ success: false, details: 'x' }).details).toEqual({});
    expect(new ApiError({ kind: 'network' }).details).toEqual({});
  });
});

describe('toApiError', () => {
  it('marks anything that is not an ApiError as unknown', () => {
    const other = toApiError(new TypeError('boom'));
    expect(other.kind).toBe('unknown');
    expect(other.message).toBe('Error desconocido');
  });

  it('returns an ApiError unchanged', () => {
    const error = new ApiError({ kind: 'http', status: 404 });
    expect(toApiError(error)).toBe(error);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2')).toBe(2000);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(undefined)).toBeNull();
  });
});
