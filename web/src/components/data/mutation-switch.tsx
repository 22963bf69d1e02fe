import Switch from '@mui/material/Switch';
import type { UseMutationOptions } from '@tanstack/react-query';

import { useToastMutation } from '../toast/use-toast-mutation';

export type MutationSwitchProps<D, R> = {
  checked: boolean;
  /** Names the switch (what it turns on, e.g. "Activo: Gracias"). */
  label: string;
  /** The module's mutation (its API file's mutationOptions). */
  mutation: UseMutationOptions<D, Error, R>;
  /** The request that sets the new state. */
  request: (checked: boolean) => R;
  successToast?: (data: D) => string;
};

/** A switch that saves at once (a row's "active"): off while saving, failures as a toast. */
export function MutationSwitch<D, R>({
  checked,
  label,
  mutation,
  request,
  successToast,
}: MutationSwitchProps<D, R>) {
  const save = useToastMutation(mutation, {
    errorToast: true,
    ...(successToast ? { success: successToast } : {}),
  });
  return (
    <Switch
      checked={checked}
      disabled={save.isPending}
      onChange={(event) => save.mutate(request(event.target.checked))}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}
