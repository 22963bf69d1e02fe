import { describe, expect, it } from 'vitest';

import { checkDraft, emptyDraft, fieldMessages, inputOf, newItem } from './template-draft';

describe("the template editor's draft", () => {
  it('sends the items with a person only for the person role and forgets removed dependencies', () => {
    const draft = emptyDraft();
    draft.nameEs = ' Bienvenida ';
    const first = { ...draft.items[0]!, title: 'Preparar equipo', offset_days: -3 };
    const second = {
      ...newItem([first], 'person'),
      title: 'Firmar contrato',
      person: { id: 4, full_name: 'Eva Soto', first_name: 'Eva', last_name: 'Soto' },
      depends_on: ['t1', 'gone'],
    };
    const input = inputOf({ ...draft, items: [first, second] });
    expect(input.name).toEqual({ es: 'Bienvenida' });
    expect(input.items[0]).toMatchObject({ key: 't1', offset_days: -3, assignee_role: 'subject' });
    expect(input.items[0]).not.toHaveProperty('person_id');
    expect(input.items[1]).toMatchObject({ key: 't2', person_id: 4, depends_on: ['t1'] });
  });

  it('finds a missing name, title or person, and a wait for a later item', () => {
    const draft = emptyDraft();
    const later = { ...newItem(draft.items), title: 'Después' };
    const first = { ...draft.items[0]!, depends_on: [later.key] };
    const withPerson = { ...newItem([first, later], 'person'), title: 'X' };
    const problems = checkDraft({ ...draft, items: [first, later, withPerson] });
    expect([...problems.entries()]).toEqual([
      ['name.es', 'required'],
      ['items.0.title', 'required'],
      ['items.0.depends_on', 'order'],
      ['items.2.person_id', 'person'],
    ]);
  });

  it("reads the server's field names with brackets", () => {
    expect(fieldMessages({ 'items[2].title': 'Escribe un título' }).get('items.2.title')).toBe(
      'Escribe un título',
    );
  });
});
