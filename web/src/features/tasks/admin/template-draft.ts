// The template editor's draft: the template as the form holds it (people as chosen in the
// picker), to and from the contract's shape, and the server's 422 field names read onto it.
import type { PersonRef } from '@/api/types';

import type {
  AssigneeRole,
  TaskTemplate,
  TemplateAnchor,
  TemplateInput,
  TemplateItem,
  TemplateTrigger,
} from '../api/admin-tasks';
import type { TaskPriority, TaskProof } from '../api/tasks';

export type ItemDraft = Omit<TemplateItem, 'person_id' | 'priority' | 'proof' | 'depends_on'> & {
  priority: TaskPriority;
  proof: TaskProof;
  depends_on: string[];
  person: PersonRef | null;
};

export type TemplateDraft = {
  nameEs: string;
  nameEn: string;
  trigger: TemplateTrigger;
  anchor: TemplateAnchor;
  active: boolean;
  items: ItemDraft[];
};

/** The first key `t<n>` no item uses. */
export function nextItemKey(items: readonly Pick<ItemDraft, 'key'>[]): string {
  const used = new Set(items.map((item) => item.key));
  let n = items.length + 1;
  while (used.has(`t${n}`)) n += 1;
  return `t${n}`;
}

export function newItem(items: readonly ItemDraft[], role: AssigneeRole = 'subject'): ItemDraft {
  return {
    key: nextItemKey(items),
    title: '',
    description: '',
    offset_days: 0,
    assignee_role: role,
    person: null,
    priority: 'normal',
    proof: 'none',
    depends_on: [],
  };
}

export const emptyDraft = (): TemplateDraft => ({
  nameEs: '',
  nameEn: '',
  trigger: 'person_created',
  anchor: 'hire_date',
  active: true,
  items: [newItem([])],
});

/** A stored template as the form holds it; `personName` names a person the picker has not
 *  seen (the contract gives only the id). */
export function draftOf(
  template: TaskTemplate,
  personName: (id: number) => PersonRef,
): TemplateDraft {
  return {
    nameEs: template.name.es,
    nameEn: template.name.en ?? '',
    trigger: template.trigger,
    anchor: template.anchor,
    active: template.active,
    items: template.items.map(({ person_id, ...item }) => ({
      ...item,
      description: item.description ?? '',
      priority: item.priority ?? 'normal',
      proof: item.proof ?? 'none',
      depends_on: item.depends_on ?? [],
      person: person_id ? personName(person_id) : null,
    })),
  };
}

/** The body of POST/PUT /org/tasks/templates. */
export function inputOf(draft: TemplateDraft): TemplateInput {
  return {
    name: { es: draft.nameEs.trim(), ...(draft.nameEn.trim() ? { en: draft.nameEn.trim() } : {}) },
    trigger: draft.trigger,
    anchor: draft.anchor,
    active: draft.active,
    items: draft.items.map(({ person, description, ...item }) => ({
      ...item,
      title: item.title.trim(),
      ...(description?.trim() ? { description: description.trim() } : {}),
      ...(item.assignee_role === 'person' && person ? { person_id: person.id } : {}),
      // Only earlier items may be waited for; a removed one is forgotten.
      depends_on: item.depends_on.filter((key) => draft.items.some((other) => other.key === key)),
    })),
  };
}

/** A 422's field name in one spelling: `items[2].title` → `items.2.title`. */
export const fieldPath = (name: string): string => name.replace(/\[(\d+)\]/g, '.$1');

/** The server's field messages by their path. */
export function fieldMessages(fields: Readonly<Record<string, string>>): Map<string, string> {
  return new Map(Object.entries(fields).map(([name, message]) => [fieldPath(name), message]));
}

/** Checks the form makes before sending (the server checks them again): a Spanish name, each
 *  item's title, a person for the "person" role, waits only for earlier items. Paths as the
 *  server's. */
export function checkDraft(
  draft: TemplateDraft,
): Map<string, 'required' | 'person' | 'order' | 'items'> {
  const problems = new Map<string, 'required' | 'person' | 'order' | 'items'>();
  if (draft.nameEs.trim() === '') problems.set('name.es', 'required');
  if (draft.items.length === 0) problems.set('items', 'items');
  draft.items.forEach((item, index) => {
    if (item.title.trim() === '') problems.set(`items.${index}.title`, 'required');
    if (item.assignee_role === 'person' && !item.person)
      problems.set(`items.${index}.person_id`, 'person');
    const earlier = new Set(draft.items.slice(0, index).map((other) => other.key));
    if (item.depends_on.some((key) => !earlier.has(key)))
      problems.set(`items.${index}.depends_on`, 'order');
  });
  return problems;
}
