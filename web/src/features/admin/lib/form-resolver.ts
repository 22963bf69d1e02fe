// Turns a form's validate function (field → glossary key) into a react-hook-form resolver, so
// every admin form keeps its checks in a plain, testable schema file.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export function schemaResolver<V extends FieldValues>(
  validate: (values: V) => Partial<Record<string, string>>,
): Resolver<V> {
  return (values) => {
    const found = Object.entries(validate(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (found.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      found.map(([name, message]) => [name, { type: 'validate', message }]),
    ) as FieldErrors<V>;
    return { values: {}, errors };
  };
}
