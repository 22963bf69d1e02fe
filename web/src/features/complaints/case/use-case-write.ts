// The writes on a case, and the words of a refusal (a conflict of interest names the people).
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { caseMutations } from '../api/cases';
import { complaintErrorText } from '../lib/complaint-error';

export function useCaseMutations(caseId: number): ReturnType<typeof caseMutations> {
  const queryClient = useQueryClient();
  return caseMutations(queryClient, caseId);
}

/** The words of a write's refusal, or null while it has none. */
export function useWriteError(
  mutation: { error: unknown },
  names?: (id: number) => string | null,
): string | null {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  return mutation.error ? complaintErrorText(t, mutation.error, errorMessage, names) : null;
}
