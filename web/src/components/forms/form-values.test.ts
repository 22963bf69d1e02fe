import { describe, expect, it } from 'vitest';

import type { FormDefinition } from '@/lib/forms/types';

import { fieldValue, initialValues, toAnswers, typedNumber } from './form-values';

const form: FormDefinition<string> = {
  form_id: 'all',
  title: 'Todo',
  questions: [
    { id: 'intro', type: 'section', title: 'Inicio' },
    {
      id: 'one',
      type: 'single_choice',
      title: 'Uno',
      required: false,
      options: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
    },
    {
      id: 'many',
      type: 'multiple_choice',
      title: 'Varios',
      required: false,
      options: [
        { id: 'a', label: 'A' },
        { id: 'b', label: 'B' },
      ],
    },
    { id: 'agree', type: 'likert', title: 'Acuerdo', required: false },
    { id: 'typed', type: 'number', title: 'Número', required: false, display: 'field' },
    {
      id: 'slid',
      type: 'number',
      title: 'Deslizador',
      required: false,
      display: 'slider',
      min: 0,
      max: 10,
    },
    { id: 'yes', type: 'yes_no', title: 'Sí o no', required: false },
    {
      id: 'grid',
      type: 'matrix',
      title: 'Matriz',
      required: false,
      rows: [
        { id: 'r1', label: 'F1' },
        { id: 'r2', label: 'F2' },
      ],
      options: [{ id: 'c1', label: 'C1' }],
    },
    { id: 'who', type: 'person', title: 'Quién', required: false, max_people: 3 },
    { id: 'note', type: 'statement', text: 'Gracias' },
  ],
};

describe('form values', () => {
  it('start empty, one value per question in its control shape (passages have none)', () => {
    expect(initialValues(form)).toEqual({
      one: '',
      many: [],
      agree: null,
      typed: '',
      slid: null,
      yes: null,
      grid: {},
      who: [],
    });
  });

  it('start from answers (a draft): numbers typed as text, people known by id only', () => {
    const values = initialValues(form, {
      one: 'b',
      typed: 2.5,
      yes: false,
      who: [7],
      grid: { r1: 'c1' },
    });
    expect(values.one).toBe('b');
    expect(values.typed).toBe('2.5');
    expect(values.yes).toBe(false);
    expect(values.grid).toEqual({ r1: 'c1' });
    expect(values.who).toEqual([{ id: 7, full_name: '', first_name: '', last_name: '' }]);
  });

  it('read answers of the wrong shape (an older version) as unanswered', () => {
    const values = initialValues(form, {
      one: ['a'],
      many: 'a',
      agree: '3',
      yes: 'sí',
      who: ['x'],
    });
    expect(values).toMatchObject({ one: '', many: [], agree: null, yes: null, who: [] });
    expect(fieldValue(form.questions[4] as never, { x: 1 })).toBe('');
  });

  it('become answers: unanswered left out, people as ids, typed numbers read', () => {
    const values = {
      ...initialValues(form),
      one: 'a',
      typed: ' 1,5 ',
      slid: 0,
      yes: false,
      grid: { r1: 'c1', r2: '' },
      who: [{ id: 4, full_name: 'Ana Torres', first_name: 'Ana', last_name: 'Torres' }],
    };
    expect(toAnswers(form, values)).toEqual({
      one: 'a',
      typed: 1.5,
      slid: 0,
      yes: false,
      grid: { r1: 'c1' },
      who: [4],
    });
  });

  it('keep text that is not a number as typed, for the rules to refuse', () => {
    expect(typedNumber('12')).toBe(12);
    expect(typedNumber('-0.5')).toBe(-0.5);
    expect(typedNumber('3,25')).toBe(3.25);
    expect(typedNumber('doce')).toBe('doce');
    expect(typedNumber('1.2.3')).toBe('1.2.3');
  });
});
