import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ApiError } from '@/api/errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { signInWithTeams } from '../api/teams';
import { useSignIn } from '../hooks/use-login';
import { TeamsSignInError } from '../lib/teams-error';
import { getTeamsToken } from '../lib/teams-token';

type TeamsSignInValues = { referredId: string | null };

/** Asks Teams for the person's token, then trades it for a session. */
async function signInFromTeams({ referredId }: TeamsSignInValues) {
  const token = await getTeamsToken();
  return signInWithTeams({ token, referredId });
}

/** The text of a failed Teams sign-in: not inside Teams, no token from Teams, the server's
 *  refusal (translated by its code when the glossary has it), or the SDK that did not load. */
function useTeamsErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  return (error) => {
    if (error instanceof TeamsSignInError) {
      return error.reason === 'outside_teams'
        ? t('auth.teams.outsideTeams', { app: t('app.name') })
        : t('auth.teams.noToken');
    }
    return error instanceof ApiError ? errorMessage(error) : t('auth.teams.failed');
  };
}

/** The first sign-in of a Teams account not connected yet: its member was mailed a link. */
function isLinkSent(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'teams_link_sent';
}

/** Sign-in with Microsoft Teams, for people who open the app inside Teams: the Teams SDK is
 *  downloaded on the first press. A Teams account signs in once connected to the person's
 *  account from the link its first sign-in mails them (ADR 0032). `?referredId=` of the sign-in address tells the server who
 *  invited the person. */
export function TeamsSignInButton() {
  const { t } = useTranslation();
  const errorText = useTeamsErrorText();
  const [searchParams] = useSearchParams();
  const referredId = searchParams.get('referredId')?.trim() || null;
  const signIn = useSignIn(signInFromTeams);

  return (
    <Stack spacing={2}>
      {signIn.error ? (
        // Not connected yet is a step to take (open the mailed link), not a failure.
        <Alert severity={isLinkSent(signIn.error) ? 'info' : 'error'} role="alert">
          {errorText(signIn.error)}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        size="large"
        fullWidth
        loading={signIn.isPending}
        loadingPosition="start"
        onClick={() => signIn.mutate({ referredId })}
      >
        {signIn.isPending ? t('auth.teams.signingIn') : t('auth.teams.signIn')}
      </Button>
    </Stack>
  );
}
