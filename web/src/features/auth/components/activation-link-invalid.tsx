import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';

import type { NeedsActivationState } from '../sign-in-detour';

import { AuthOutcome } from './auth-outcome';

export type ActivationLinkInvalidProps = {
  message: string;
  /** The account's address, when known: prefilled on the screen that sends a new link. */
  email?: string;
};

/** An activation link that does not work (incomplete, unknown, used or expired), in place of the
 *  form: why, and the way to a new link. */
export function ActivationLinkInvalid({ message, email }: ActivationLinkInvalidProps) {
  const { t } = useTranslation();
  const state: NeedsActivationState | undefined = email ? { email } : undefined;
  return (
    <AuthOutcome severity="error" message={message}>
      <Button
        component={RouterLink}
        to={paths.needsActivation}
        state={state}
        variant="contained"
        size="large"
        fullWidth
      >
        {t('auth.activation.requestNew')}
      </Button>
    </AuthOutcome>
  );
}
