import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import type { FormDefinition } from '@/lib/forms/types';
import { createTestI18n } from '@/testing/test-i18n';

import { checkAnswers, type CheckInputs } from './check-answers';
import { initialValues, type FormValues } from './form-values';

const form: FormDefinition<string> = {
  form_id: 'checks',
  title: 'Comprobaciones',
  questions: [
    {
      id: 'pick',
      type: 'single_choice',
      title: 'Elige',
      required: true,
      options: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
    },
    {
      id: 'why',
      type: 'long_text',
      title: '¿Por qué?',
      required: true,
      max_length: 5,
      show_if: { question: 'pick', op: 'equals', value: 'b' },
    },
    {
      id: 'hours',
      type: 'number',
      title: 'Horas',
      required: false,
      display: 'field',
      min: 0.5,
      max: 1000,
      step: 0.5,
    },
    { id: 'day', type: 'date', title: 'Día', required: false, min: '2025-03-01' },
    {
      id: 'files',
      type: 'file_upload',
      title: 'Archivos',
      required: false,
      upload_type: 'comm-attachment',
      max_files: 2,
    },
  ],
};

let es: TFunction;
let en: TFunction;
beforeAll(async () => {
  es = (await createTestI18n('es')).t;
  en = (await createTestI18n('en')).t;
});

const inputs = (more: Partial<CheckInputs> = {}): CheckInputs => ({
  definition: form,
  context: {},
  t: es,
  language: 'es',
  ...more,
});
const values = (more: FormValues): FormValues => ({ ...initialValues(form), ...more });

describe('checkAnswers', () => {
  it("names each problem with the server's Spanish text, by question id", () => {
    const result = checkAnswers(
      values({ pick: 'b', why: 'demasiado largo', hours: 'doce' }),
      inputs(),
    );
    expect(result.errors).toEqual({
      why: 'La respuesta supera el largo máximo (5).',
      hours: 'Escribe un número.',
    });
    expect(checkAnswers(values({}), inputs()).errors).toEqual({
      pick: 'Elige al menos una opción.',
    });
  });

  it('shows numbers and days in the UI language', () => {
    expect(checkAnswers(values({ pick: 'a', hours: '0,25' }), inputs()).errors).toEqual({
      hours: 'El valor mínimo es 0,5.',
    });
    expect(
      checkAnswers(values({ pick: 'a', hours: '1000.5' }), inputs({ t: en, language: 'en' }))
        .errors,
    ).toEqual({ hours: 'The highest value is 1,000.' });
    expect(checkAnswers(values({ pick: 'a', day: '2025-02-28' }), inputs()).errors).toEqual({
      day: 'La fecha no puede ser anterior al 01/03/2025.',
    });
  });

  it('keeps only shown, answered questions, as the rules keep them', () => {
    const result = checkAnswers(values({ pick: 'a', why: 'oculto', hours: ' 2,5 ' }), inputs());
    expect(result.errors).toEqual({});
    expect(result.answers).toEqual({ pick: 'a', hours: 2.5 });
    expect(result.shown).toEqual([true, false, true, true, true]);
  });

  it('asks for a whole day while one is still being typed', () => {
    expect(checkAnswers(values({ pick: 'a', day: '12/03/20' }), inputs()).errors).toEqual({
      day: 'Escribe una fecha válida (dd/mm/aaaa).',
    });
  });

  it('holds the answers while files upload, or while a failed one is still listed', () => {
    const uploading = new Map([['files', { uploading: true, failed: false }]]);
    const failed = new Map([['files', { uploading: false, failed: true }]]);
    expect(checkAnswers(values({ pick: 'a' }), inputs({ uploads: uploading })).errors).toEqual({
      files: 'Espera a que terminen de subirse los archivos.',
    });
    expect(checkAnswers(values({ pick: 'a' }), inputs({ uploads: failed })).errors).toEqual({
      files: 'Quita los archivos que no se pudieron subir.',
    });
  });
});
