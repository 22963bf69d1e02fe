import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import { createTestI18n } from '@/testing/test-i18n';

import { apiErrorMessage } from './api-error-message';

describe('apiErrorMessage', () => {
  it('translates errors.<code> when the glossary has it', async () => {
    const error = new ApiError({
      kind: 'http',
      status: 401,
      code: 'invalid_credentials',
      serverMessage: 'Correo o contraseña incorrectos.',
    });
    expect(apiErrorMessage(error, await createTestI18n('es'))).toBe(
      'Correo o contraseña incorrectos.',
    );
    expect(apiErrorMessage(error, await createTestI18n('en'))).toBe('Incorrect email or password.');
  });

  it("shows the server's text for codes it does not know", async () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      code: 'new_rule',
      serverMessage: 'Regla nueva',
    });
    expect(apiErrorMessage(error, await createTestI18n('en'))).toBe('Regla nueva');
  });

  it('falls back to the catalogue text', async () => {
    const es = await createTestI18n('es');
    expect(apiErrorMessage(new ApiError({ kind: 'network' }), es)).toBe(
      'Error de conexión. Verifica tu conexión a internet.',
    );
    expect(apiErrorMessage(new ApiError({ kind: 'http', status: 409 }), es)).toBe('Error 409');
  });
});
