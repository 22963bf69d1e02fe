// The communication group an admin created last (spec §3 keeps it in the session as
// `createdCommunicationGroup`): the compose form preselects it. What the store holds came from
// local storage, so it is checked before use.

export type CreatedGroup = { id: number; name: string };

/** The stored group, or null when the stored value is not one. */
export function createdGroupFrom(value: unknown): CreatedGroup | null {
  if (!value || typeof value !== 'object') return null;
  const { id, name } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  return { id, name: typeof name === 'string' ? name : '' };
}
