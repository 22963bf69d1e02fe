import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { apiErrorMessage } from '@/i18n/api-error-message';

import { showToast } from './toast';

export type MutationToasts<D, V> = {
  /** The success toast (none when absent or null). */
  success?: (data: D, variables: V) => string | null;
  /** Show the failure as an error toast (for actions with no form to show it in). */
  errorToast?: boolean;
  /** Runs after the module's own onSuccess (its cache updates) and before the toast. */
  onSuccess?: (data: D, variables: V) => void;
  onError?: (error: Error, variables: V) => void;
};

/**
 * A mutation from a module's API file (its `mutationOptions`, which keep the cache right) with
 * the screen's feedback: a success toast, an error toast, and what the screen does next.
 */
export function useToastMutation<D, V, C = unknown>(
  options: UseMutationOptions<D, Error, V, C>,
  toasts: MutationToasts<D, V> = {},
) {
  const { i18n } = useTranslation();
  return useMutation<D, Error, V, C>({
    ...options,
    onSuccess: async (data, variables, onMutateResult, context) => {
      await options.onSuccess?.(data, variables, onMutateResult, context);
      toasts.onSuccess?.(data, variables);
      const message = toasts.success?.(data, variables);
      if (message) showToast(message, 'success');
    },
    onError: async (error, variables, onMutateResult, context) => {
      await options.onError?.(error, variables, onMutateResult, context);
      toasts.onError?.(error, variables);
      if (toasts.errorToast) showToast(apiErrorMessage(error, i18n), 'error');
    },
  });
}
