import { describe, expect, it } from 'vitest';

import { readRules, ruleFor, withOperator, writeRules } from './condition-model';
import {
  addChoice,
  addItem,
  duplicateItem,
  emptyDraft,
  moveItem,
  newItem,
  pasteLines,
  questionNumbers,
  readNumber,
  removeItem,
  updateItem,
  withText,
  type Draft,
} from './draft';
import { checkDraft, serverProblems } from './draft-errors';

function draftWith(...types: Parameters<typeof newItem>[0][]): Draft {
  let draft: Draft = { ...emptyDraft(), title: { es: 'Clima' } };
  let last: string | null = null;
  for (const type of types) [draft, last] = addItem(draft, type, last);
  return draft;
}

describe('the builder draft', () => {
  it('adds items after the open one with the first free id, and numbers only questions', () => {
    let draft = draftWith('section', 'single_choice', 'statement', 'rating');
    expect(draft.questions.map((item) => item.id)).toEqual(['q1', 'q2', 'q3', 'q4']);
    [draft] = addItem(draft, 'yes_no', 'q2');
    expect(draft.questions.map((item) => `${item.id}:${item.type}`)).toEqual([
      'q1:section',
      'q2:single_choice',
      'q5:yes_no',
      'q3:statement',
      'q4:rating',
    ]);
    expect([...questionNumbers(draft)]).toEqual([
      ['q2', 1],
      ['q5', 2],
      ['q4', 3],
    ]);
  });

  it('starts each type with the settings the rules expect', () => {
    expect(newItem('rating', 'q1')).toMatchObject({ style: 'stars', min: 1, max: 5 });
    expect(newItem('matrix', 'q1').rows).toHaveLength(2);
    expect(newItem('file_upload', 'q1')).toMatchObject({ upload_type: 'comm-attachment' });
    expect(newItem('section', 'q1')).not.toHaveProperty('required');
  });

  it('moves, duplicates (with a new id) and removes items', () => {
    let draft = draftWith('short_text', 'long_text', 'date');
    draft = moveItem(draft, 2, 0);
    expect(draft.questions.map((item) => item.id)).toEqual(['q3', 'q1', 'q2']);
    const [copied, copy] = duplicateItem(
      updateItem(draft, 'q1', { title: { es: 'Nombre' } }),
      'q1',
    );
    draft = copied;
    expect(copy).toBe('q4');
    expect(draft.questions.map((item) => item.id)).toEqual(['q3', 'q1', 'q4', 'q2']);
    expect(draft.questions[2]?.title).toEqual({ es: 'Nombre' });
    draft = removeItem(draft, 'q1');
    expect(draft.questions.map((item) => item.id)).toEqual(['q3', 'q4', 'q2']);
  });

  it('leaves out a field set to undefined and a blank English text', () => {
    const draft = updateItem(draftWith('multiple_choice'), 'q1', { max_choices: 2 });
    expect(updateItem(draft, 'q1', { max_choices: undefined }).questions[0]).not.toHaveProperty(
      'max_choices',
    );
    expect(withText({ es: 'Hola', en: 'Hi' }, 'en', '')).toEqual({ es: 'Hola' });
    expect(withText({ es: 'Hola' }, 'en', 'Hi')).toEqual({ es: 'Hola', en: 'Hi' });
  });

  it('turns pasted lines into options, filling a blank one first', () => {
    const two = addChoice([{ id: 'o1', label: { es: 'Rojo' } }], 'o');
    const pasted = pasteLines(two, 1, 'es', 'Verde\r\n\n  Azul \nAmarillo', 'o');
    expect(pasted.map((c) => `${c.id}:${c.label.es}`)).toEqual([
      'o1:Rojo',
      'o2:Verde',
      'o3:Azul',
      'o4:Amarillo',
    ]);
    // Into a written option: the lines go after it.
    const after = pasteLines(pasted, 0, 'es', 'Negro\nBlanco', 'o');
    expect(after.map((c) => c.label.es)).toEqual([
      'Rojo',
      'Negro',
      'Blanco',
      'Verde',
      'Azul',
      'Amarillo',
    ]);
    // In English the Spanish stays as it was.
    const english = pasteLines(pasted, 0, 'en', 'Red\nGreen', 'o');
    expect(english[0]?.label).toEqual({ es: 'Rojo', en: 'Red' });
    expect(english[1]?.label).toEqual({ es: '', en: 'Green' });
  });

  it('reads typed numbers, keeping what is not one for the rules to name', () => {
    expect(readNumber('')).toBeUndefined();
    expect(readNumber(' 12 ')).toBe(12);
    expect(readNumber('1,5')).toBe(1.5);
    expect(readNumber('-3')).toBe(-3);
    expect(readNumber('doce')).toBe('doce');
  });
});

describe('conditions in the editor', () => {
  const draft = updateItem(
    draftWith('single_choice', 'multiple_choice', 'rating', 'long_text'),
    'q1',
    {
      options: [
        { id: 'o1', label: { es: 'Sí' } },
        { id: 'o2', label: { es: 'No' } },
      ],
    },
  );
  const items = draft.questions;

  it('starts a rule with the operator and value its subject takes', () => {
    expect(ruleFor('q:q1', items)).toEqual({ question: 'q1', op: 'equals', value: 'o1' });
    expect(ruleFor('q:q2', items)).toEqual({ question: 'q2', op: 'includes', value: 'o1' });
    expect(ruleFor('q:q3', items)).toEqual({ question: 'q3', op: 'equals' });
    expect(ruleFor('f:tenure_band', items)).toEqual({
      field: 'tenure_band',
      op: 'equals',
      value: 'lt_1y',
    });
    const list = withOperator(ruleFor('q:q1', items), 'in', items);
    expect(list).toEqual({ question: 'q1', op: 'in', value: ['o1'] });
    expect(withOperator(list, 'answered', items)).toEqual({ question: 'q1', op: 'answered' });
  });

  it('writes one rule alone and several under all or any, and reads them back', () => {
    const one = ruleFor('q:q1', items);
    const two = ruleFor('f:country', items);
    expect(writeRules({ join: 'any', rules: [one] })).toEqual(one);
    expect(writeRules({ join: 'any', rules: [one, two] })).toEqual({ any: [one, two] });
    expect(writeRules({ join: 'all', rules: [] })).toBeUndefined();
    expect(readRules({ all: [one, two] })).toEqual({ join: 'all', rules: [one, two] });
    expect(readRules({ not: one })).toBeNull();
  });
});

describe('the draft judged by the shared rules', () => {
  it('places each problem on its item by id, and sends a new form without an id', () => {
    let draft = draftWith('single_choice', 'short_text');
    let check = checkDraft(draft);
    expect(check.definition).toBeNull();
    expect(check.problems.items.q1).toMatchObject({
      title: { key: 'forms.errors.questionRequired' },
      options: { key: 'forms.errors.optionsTooFew' },
    });
    expect(check.problems.items.q2).toMatchObject({
      title: { key: 'forms.errors.questionRequired' },
    });
    // Moved, the problems stay with their items.
    draft = moveItem(draft, 1, 0);
    expect(checkDraft(draft).problems.items.q1?.options).toBeDefined();

    draft = updateItem(draft, 'q1', {
      title: { es: '¿Color?' },
      options: [
        { id: 'o1', label: { es: 'Rojo' } },
        { id: 'o2', label: { es: ' Azul ' } },
        { id: 'o3', label: { es: '' } },
      ],
    });
    draft = updateItem(draft, 'q2', { title: { es: 'Nombre', en: 'Name' } });
    check = checkDraft(draft);
    expect(check.count).toBe(0);
    expect(check.definition).not.toHaveProperty('form_id');
    expect(check.definition?.questions[1]).toMatchObject({
      options: [
        { id: 'o1', label: { es: 'Rojo' } },
        { id: 'o2', label: { es: 'Azul' } },
      ],
    });
  });

  it('names a condition on a later question', () => {
    let draft = draftWith('yes_no', 'short_text');
    draft = updateItem(draft, 'q1', {
      title: { es: '¿Trabajas en remoto?' },
      show_if: { question: 'q2', op: 'answered' },
    });
    draft = updateItem(draft, 'q2', { title: { es: 'Ciudad' } });
    expect(checkDraft(draft).problems.items.q1?.show_if).toEqual({
      key: 'forms.errors.conditionLaterQuestion',
    });
  });

  it("places the server's messages on the items that were sent", () => {
    const placed = serverProblems(
      {
        'questions[1].options': 'No puedes tener opciones duplicadas.',
        title: 'El título es requerido',
      },
      ['q7', 'q3'],
    );
    expect(placed.items.q3).toEqual({ options: { text: 'No puedes tener opciones duplicadas.' } });
    expect(placed.form.title).toEqual({ text: 'El título es requerido' });
  });
});
