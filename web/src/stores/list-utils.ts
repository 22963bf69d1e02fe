// Update rules shared by the id-keyed lists of the store (spec §3: replaced by id on update).

export type Id = number | string;
export type Identified = { id: Id };

/** Replaces the item with the same id; the list is unchanged when there is none. */
export function replaceById<T extends Identified>(list: readonly T[], item: T): T[] {
  return list.map((current) => (current.id === item.id ? item : current));
}

/** Replaces the item with the same id, or appends it when there is none. */
export function upsertById<T extends Identified>(list: readonly T[], item: T): T[] {
  return list.some((current) => current.id === item.id) ? replaceById(list, item) : [...list, item];
}

export function removeById<T extends Identified>(list: readonly T[], id: Id): T[] {
  return list.filter((current) => current.id !== id);
}
