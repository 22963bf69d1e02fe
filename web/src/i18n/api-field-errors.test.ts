import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import { createTestI18n } from '@/testing/test-i18n';

import { apiFieldErrors } from './api-field-errors';

const ruleError = (code: string, error: string, fields: Record<string, string>) =>
  new ApiError({ kind: 'http', status: 422, code, serverMessage: error, fields });

describe('server field errors', () => {
  it('puts a translated rule error on the form field its request field maps to', async () => {
    const i18n = await createTestI18n('es');
    const error = ruleError('self_recognition', 'No puedes reconocerte a ti mismo.', {
      reciever_emails: 'No puedes incluirte.',
    });
    expect(apiFieldErrors(error, i18n, { reciever_emails: 'receivers' })).toEqual({
      receivers: 'No puedes reconocerte a ti mismo.',
    });
    const en = await createTestI18n('en');
    expect(apiFieldErrors(error, en, { reciever_emails: 'receivers' })).toEqual({
      receivers: 'You cannot recognise yourself.',
    });
  });

  it("uses the server's own text for a code without a translation", async () => {
    const i18n = await createTestI18n('es');
    const error = ruleError('brand_new_rule', 'Regla nueva del servidor.', { amount: 'Corto.' });
    expect(apiFieldErrors(error, i18n, { amount: 'amount' })).toEqual({
      amount: 'Regla nueva del servidor.',
    });
  });

  it('gives each field its own text when a shape error names several', async () => {
    const i18n = await createTestI18n('es');
    const error = new ApiError({
      kind: 'http',
      status: 400,
      code: 'invalid_input',
      serverMessage: 'Revisa los datos.',
      fields: { amount: 'Indica cuántos puntos.', post_types: 'Elige un tipo.' },
    });
    expect(apiFieldErrors(error, i18n, { amount: 'amount', post_types: 'typeId' })).toEqual({
      amount: 'Indica cuántos puntos.',
      typeId: 'Elige un tipo.',
    });
  });

  it('names no field for a failure without details', async () => {
    const i18n = await createTestI18n('es');
    expect(apiFieldErrors(new ApiError({ kind: 'network' }), i18n)).toEqual({});
  });
});
