import Alert from '@mui/material/Alert';

import { toApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

export type FormErrorProps = {
  error: unknown;
  /** Request fields the form shows next to their control; an error about them only needs that. */
  shownFields?: readonly string[];
  /** Error codes the form shows under a control (a wrong current password). */
  shownCodes?: readonly string[];
  /** The text of a failure, when the form says it its own way (default: the shared wording of
   *  spec §8, the glossary's text for the error code first). */
  describe?: (error: unknown) => string;
};

/** The failure of a form's submission, unless it is shown at its controls: every field it names,
 *  or its code, is. */
export function FormError({ error, shownFields = [], shownCodes = [], describe }: FormErrorProps) {
  const errorMessage = useApiErrorMessage();
  if (!error) return null;
  const apiError = toApiError(error);
  if (apiError.code && shownCodes.includes(apiError.code)) return null;
  const fields = Object.keys(apiError.fields);
  if (fields.length > 0 && fields.every((field) => shownFields.includes(field))) return null;
  return (
    <Alert severity="error" role="alert">
      {(describe ?? errorMessage)(error)}
    </Alert>
  );
}
