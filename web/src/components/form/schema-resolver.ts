// Turns a form's validate function (field path → glossary key) into a react-hook-form resolver,
// so every form keeps its checks in a plain, testable schema file beside its mutation.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Problems found by a form's checks: field path (`name`, `rows.2.name`) → glossary key. */
export type FieldChecks = Partial<Record<string, string>>;

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  parts.slice(0, -1).forEach((part, index) => {
    const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
    node[part] ??= nextIsIndex ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  node[parts[parts.length - 1] ?? path] = value;
}

export function schemaResolver<V extends FieldValues>(
  validate: (values: V) => FieldChecks,
): Resolver<V> {
  return (values) => {
    const found = Object.entries(validate(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (found.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of found) setPath(errors, path, { type: 'validate', message });
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
