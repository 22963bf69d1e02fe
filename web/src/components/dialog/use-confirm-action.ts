import type { UseMutationOptions } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { useToastMutation } from '../toast/use-toast-mutation';

export type ConfirmAction<T> = {
  /** What the dialog asks about, or null while it is closed. */
  target: T | null;
  ask: (target: T) => void;
  confirm: () => void;
  cancel: () => void;
  pending: boolean;
  error: Error | null;
};

/**
 * An action asked about first (archive, revoke, delete): the thing it applies to, the module's
 * mutation, and a success toast naming the thing once the dialog has closed.
 */
export function useConfirmAction<T, D, R>(
  mutation: UseMutationOptions<D, Error, R>,
  toRequest: (target: T) => R,
  successToast?: (data: D, target: T) => string,
): ConfirmAction<T> {
  const [target, setTarget] = useState<T | null>(null);
  const confirmed = useRef<T | null>(null);
  const action = useToastMutation(mutation, {
    onSuccess: () => setTarget(null),
    success: (data) =>
      successToast && confirmed.current ? successToast(data, confirmed.current) : null,
  });
  return {
    target,
    ask: setTarget,
    confirm: () => {
      if (target === null) return;
      confirmed.current = target;
      action.mutate(toRequest(target));
    },
    cancel: () => {
      action.reset();
      setTarget(null);
    },
    pending: action.isPending,
    error: action.error,
  };
}
