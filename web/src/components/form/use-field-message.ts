import { get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type DynamicT = (key: string) => string;

/**
 * The message under a field of the surrounding form: a client check's glossary key, translated,
 * or the server's own text for that field (set by useMutationForm as a `server` error).
 */
export function useFieldMessage(name: string): string | undefined {
  const { t } = useTranslation();
  const { formState } = useFormContext();
  const error = get<typeof formState.errors, FieldError | undefined>(formState.errors, name);
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : (t as unknown as DynamicT)(error.message);
}
