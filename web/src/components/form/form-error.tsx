import Alert from '@mui/material/Alert';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

export type FormErrorProps = {
  error: unknown;
  /** Request fields the form shows next to their control; an error about them only needs that. */
  shownFields?: readonly string[];
};

/** The failure of a form's submission, unless every field it names is shown at its control. */
export function FormError({ error, shownFields = [] }: FormErrorProps) {
  const errorMessage = useApiErrorMessage();
  if (!error) return null;
  const fields = Object.keys(toApiError(error).fields);
  if (fields.length > 0 && fields.every((field) => shownFields.includes(field))) return null;
  return (
    <Alert severity="error" role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
