// The builder's state: the draft and what it was when last saved, the shared rules' verdict on
// it, which problems are shown (a field's once it has been left, every one after a save was
// tried), the server's own messages until their item changes, and which item is open.
import { useMemo, useState } from 'react';

import type { ItemType } from '@/lib/forms/types';

import {
  addItem,
  duplicateItem,
  indexOf,
  moveItem,
  removeItem,
  updateItem,
  type Draft,
  type DraftItem,
} from './draft';
import { checkDraft, NO_PROBLEMS, type DraftProblems, type Problem } from './draft-errors';

/** A field's name in the shown set: `<item id>:<field>`, or `form:<field>`. */
const fieldKey = (owner: string | null, field: string) => `${owner ?? 'form'}:${field}`;

export function useFormDraft(initial: Draft) {
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<DraftProblems>(NO_PROBLEMS);
  const [open, setOpen] = useState<string | null>(null);
  // The item just added or copied: its first field takes the focus once.
  const [fresh, setFresh] = useState<string | null>(null);

  const check = useMemo(() => checkDraft(draft), [draft]);
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);

  const forgetServer = (owner: string | null) =>
    setServer((current) => {
      if (owner === null)
        return Object.keys(current.form).length ? { ...current, form: {} } : current;
      if (!current.items[owner]) return current;
      const items = { ...current.items };
      delete items[owner];
      return { ...current, items };
    });

  /** The problem to show for a field of the form (owner null) or of an item. */
  const problemOf = (owner: string | null, field: string): Problem | undefined => {
    const local =
      owner === null ? check.problems.form[field] : check.problems.items[owner]?.[field];
    const shown = attempted || touched.has(fieldKey(owner, field));
    if (local && shown) return local;
    return owner === null ? server.form[field] : server.items[owner]?.[field];
  };

  /** How many problems an item shows. */
  const shownCount = (owner: string): number => {
    const fields = new Set([
      ...Object.keys(check.problems.items[owner] ?? {}),
      ...Object.keys(server.items[owner] ?? {}),
    ]);
    return [...fields].filter((field) => problemOf(owner, field) !== undefined).length;
  };

  return {
    draft,
    check,
    dirty,
    attempted,
    open,
    fresh,
    problemOf,
    shownCount,
    touch: (owner: string | null, field: string) => {
      const key = fieldKey(owner, field);
      if (!touched.has(key)) setTouched(new Set(touched).add(key));
    },
    setOpen: (id: string | null) => {
      setOpen(id);
      setFresh(null);
    },
    changeForm: (changes: Partial<Omit<Draft, 'questions'>>) => {
      setDraft((current) => ({ ...current, ...changes }));
      forgetServer(null);
    },
    changeItem: (id: string, changes: Partial<DraftItem>) => {
      setDraft((current) => updateItem(current, id, changes));
      forgetServer(id);
    },
    add: (type: ItemType) => {
      const [next, id] = addItem(draft, type, open);
      setDraft(next);
      setOpen(id);
      setFresh(id);
      return id;
    },
    duplicate: (id: string) => {
      const [next, copy] = duplicateItem(draft, id);
      setDraft(next);
      setOpen(copy);
      setFresh(copy);
    },
    remove: (id: string) => {
      setDraft((current) => removeItem(current, id));
      forgetServer(id);
      if (open === id) setOpen(null);
    },
    move: (from: number, to: number) => setDraft((current) => moveItem(current, from, to)),
    moveBy: (id: string, by: -1 | 1) => {
      const from = indexOf(draft, id);
      setDraft(moveItem(draft, from, from + by));
    },
    /** A save was tried: every problem shows from now on. */
    attempt: () => setAttempted(true),
    /** The server refused the draft: its messages, placed on the items sent. */
    refuse: (problems: DraftProblems) => setServer(problems),
    /** The server kept it: the draft becomes what it kept. */
    keep: (kept: Draft) => {
      setDraft(kept);
      setSaved(kept);
      setServer(NO_PROBLEMS);
      setAttempted(false);
      setTouched(new Set());
    },
  };
}

export type FormDraftState = ReturnType<typeof useFormDraft>;
