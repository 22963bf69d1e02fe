// Client state of spec §3 that one module owns lives in a store of the module's own
// (features/<module>/stores/), made with createSessionStore: it goes back to its initial state
// when the session ends (the app store's logout), without the app store naming it. What several
// layers read (the session, the user and their counts, the organisation and its module flags,
// the start-up and device flags) stays in the app store.
import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

const resets = new Set<() => void>();

/** A module's store; `initial` is also what the end of a session puts back. */
export function createSessionStore<T extends object>(
  creator: StateCreator<T>,
  initial: () => Partial<T>,
): UseBoundStore<StoreApi<T>> {
  const store = create<T>()((set, get, api) => ({ ...creator(set, get, api), ...initial() }));
  resets.add(() => store.setState(initial()));
  return store;
}

/** Puts every module's store back to its initial state (called by the app store's logout). */
export function resetSessionStores(): void {
  for (const reset of resets) reset();
}
