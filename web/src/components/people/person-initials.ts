// A person's initials, for avatars without a photo.

export type PersonNameParts = { full_name: string; first_name?: string; last_name?: string };

/** Initials of a person: first letters of first and last name, else of the full name. */
export function personInitials(person: PersonNameParts): string {
  const fromParts = `${person.first_name?.charAt(0) ?? ''}${person.last_name?.charAt(0) ?? ''}`;
  if (fromParts) return fromParts.toUpperCase();
  const words = person.full_name.trim().split(/\s+/);
  return `${words[0]?.charAt(0) ?? ''}${words[1]?.charAt(0) ?? ''}`.toUpperCase() || '?';
}
