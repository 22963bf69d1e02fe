// The forms of a cycle being edited, one builder draft per direction, and whether each differs
// from what was last saved (kept here: a form replaced by a template or a copy is a change).
import { useState } from 'react';

import { draftFrom, type Draft } from '@/components/forms/builder/draft';
import { useFormDraft, type FormDraftState } from '@/components/forms/builder/use-form-draft';

import { roleProblem, type RoleProblem } from './form-rules';
import { DIRECTIONS, type Direction, type FormInput } from './types';

/** The builder's copy of a definition; one read without an id (the server's templates) gets a
 *  blank one (the server names each cycle's forms). */
export const formDraft = (definition: FormInput, formId?: string): Draft =>
  draftFrom({ ...definition, form_id: formId ?? definition.form_id ?? '' });

export type DirectionDrafts = {
  states: Record<Direction, FormDraftState>;
  /** Replaces a direction's form (a template, a copy) as a change not saved yet. */
  replace: (direction: Direction, draft: Draft) => void;
  /** What was saved: nothing differs any more. */
  markSaved: (forms: Partial<Record<Direction, Draft>>) => void;
  dirty: (direction: Direction) => boolean;
};

export function useDirectionDrafts(initial: Record<Direction, FormInput>): DirectionDrafts {
  const [saved, setSaved] = useState(() => {
    const out = {} as Record<Direction, string>;
    for (const direction of DIRECTIONS)
      out[direction] = JSON.stringify(formDraft(initial[direction]));
    return out;
  });
  // One builder per direction, always called in the same order.
  const self = useFormDraft(formDraft(initial.self));
  const leader = useFormDraft(formDraft(initial.leader));
  const peer = useFormDraft(formDraft(initial.peer));
  const upward = useFormDraft(formDraft(initial.upward));
  const states: Record<Direction, FormDraftState> = { self, leader, peer, upward };
  return {
    states,
    replace: (direction, draft) => states[direction].keep(draft),
    markSaved: (forms) => {
      setSaved((current) => {
        const next = { ...current };
        for (const [direction, draft] of Object.entries(forms))
          next[direction as Direction] = JSON.stringify(draft);
        return next;
      });
      for (const [direction, draft] of Object.entries(forms))
        states[direction as Direction].keep(draft);
    },
    dirty: (direction) => JSON.stringify(states[direction].draft) !== saved[direction],
  };
}

export type FormVerdict = {
  /** The definition to send, or null while the builder's rules or the module's find problems. */
  definition: FormInput | null;
  role: RoleProblem | null;
  count: number;
};

/** A direction's form judged by the forms' rules and the module's. */
export function judgeForm(direction: Direction, state: FormDraftState): FormVerdict {
  const role = roleProblem(direction, state.draft);
  const check = state.check;
  const count = check.count + (role ? 1 : 0);
  if (!check.definition || role) return { definition: null, role, count };
  // The server names each cycle's forms itself (eval-<cycle>-<direction>).
  const definition: FormInput = { ...check.definition };
  delete definition.form_id;
  return { definition, role, count };
}
