import { describe, expect, it } from 'vitest';

import { ANA, LUIS, makeAdminTypeDetail } from '../testing/request-fixture';

import {
  checkTypeDraft,
  emptyTypeDraft,
  movedStep,
  newStep,
  typeDraftOf,
  typeInputOf,
  type TypeDraft,
} from './type-draft';

const FORM = { title: { es: 'Préstamo' }, questions: [] };
const named = (extra: Partial<TypeDraft> = {}): TypeDraft => ({
  ...emptyTypeDraft(),
  name: 'Préstamo',
  ...extra,
});

describe('a request type in the editor', () => {
  it('needs a name, a deadline of 1 to 365 whole days or none, 1 to 5 steps, a person for person steps', () => {
    expect([...checkTypeDraft(emptyTypeDraft()).entries()]).toEqual([
      ['name', 'requests.admin.errors.nameRequired'],
    ]);
    expect(checkTypeDraft(named()).size).toBe(0);
    for (const sla of ['0', '366', '2.5', 'tres'])
      expect(checkTypeDraft(named({ sla })).get('sla_days')).toBe('requests.admin.errors.sla');
    for (const sla of ['', ' ', '1', '365']) expect(checkTypeDraft(named({ sla })).size).toBe(0);
    expect(checkTypeDraft(named({ steps: [] })).get('steps')).toBe('requests.admin.errors.steps');
    const six = Array.from({ length: 6 }, () => newStep());
    expect(checkTypeDraft(named({ steps: six })).get('steps')).toBe('requests.admin.errors.steps');
    const person = named({ steps: [newStep('leader'), newStep('person')] });
    expect([...checkTypeDraft(person).keys()]).toEqual(['steps.1.user_id']);
    expect(checkTypeDraft(named({ name: 'x'.repeat(121) })).get('name')).toBe(
      'requests.admin.errors.nameTooLong',
    );
  });

  it('sends trimmed texts, blank English as null, the deadline as a number and person ids', () => {
    const draft = named({
      name: '  Préstamo ',
      nameEn: ' ',
      description: ' Para emergencias. ',
      sla: ' 5 ',
      steps: [{ ...newStep('person'), person: LUIS }, newStep('admins')],
    });
    expect(typeInputOf(draft, FORM)).toEqual({
      name: 'Préstamo',
      name_en: null,
      description: 'Para emergencias.',
      description_en: null,
      sla_days: 5,
      steps: [{ approver: 'person', user_id: LUIS.id }, { approver: 'admins' }],
      form: FORM,
    });
    expect(typeInputOf(named({ sla: '' }), FORM).sla_days).toBeNull();
  });

  it('starts from a saved type and moves steps within the chain', () => {
    const draft = typeDraftOf(
      makeAdminTypeDetail({
        sla_days: null,
        steps: [
          { approver: 'leader', user_id: null },
          { approver: 'person', user_id: LUIS.id, person: LUIS },
        ],
      }),
    );
    expect(draft.sla).toBe('');
    expect(draft.nameEn).toBe('Home office days');
    expect(draft.steps.map((step) => [step.approver, step.person?.id ?? null])).toEqual([
      ['leader', null],
      ['person', LUIS.id],
    ]);
    const down = movedStep(draft.steps, 0, 1);
    expect(down.map((step) => step.approver)).toEqual(['person', 'leader']);
    expect(movedStep(draft.steps, 0, -1)).toEqual(draft.steps);
    expect(movedStep(draft.steps, 1, 1)).toEqual(draft.steps);
  });

  it('a parallel step needs 2 to 10 people and sends their ids with its rule', () => {
    const one = named({ steps: [{ ...newStep('people'), people: [LUIS] }] });
    expect([...checkTypeDraft(one).entries()]).toEqual([
      ['steps.0.user_ids', 'requests.admin.errors.stepPeople'],
    ]);
    const both = named({ steps: [{ ...newStep('people'), people: [LUIS, ANA], rule: 'any' }] });
    expect(checkTypeDraft(both).size).toBe(0);
    expect(typeInputOf(both, FORM).steps).toEqual([
      { approver: 'people', user_ids: [LUIS.id, ANA.id], rule: 'any' },
    ]);
    const saved = typeDraftOf(
      makeAdminTypeDetail({
        steps: [
          {
            approver: 'people',
            user_id: null,
            user_ids: [LUIS.id, ANA.id],
            rule: 'all',
            people: [LUIS, ANA],
          },
        ],
      }),
    );
    expect(saved.steps[0]).toMatchObject({ approver: 'people', rule: 'all', people: [LUIS, ANA] });
  });

  it("a step's own deadline is 1 to 365 whole days or none, sent as deadline_days", () => {
    for (const deadline of ['0', '366', '1.5', 'dos'])
      expect([
        ...checkTypeDraft(named({ steps: [{ ...newStep('leader'), deadline }] })).entries(),
      ]).toEqual([['steps.0.deadline_days', 'requests.admin.errors.stepDeadline']]);
    for (const deadline of ['', ' ', '1', '365'])
      expect(checkTypeDraft(named({ steps: [{ ...newStep('leader'), deadline }] })).size).toBe(0);
    const draft = named({
      steps: [
        { ...newStep('person'), person: LUIS, deadline: ' 2 ' },
        { ...newStep('admins'), deadline: '' },
      ],
    });
    expect(typeInputOf(draft, FORM).steps).toEqual([
      { approver: 'person', user_id: LUIS.id, deadline_days: 2 },
      { approver: 'admins' },
    ]);
    const saved = typeDraftOf(
      makeAdminTypeDetail({
        steps: [
          { approver: 'leader', user_id: null, deadline_days: 3 },
          { approver: 'admins', user_id: null, deadline_days: null },
        ],
      }),
    );
    expect(saved.steps.map((step) => step.deadline)).toEqual(['3', '']);
  });
});
