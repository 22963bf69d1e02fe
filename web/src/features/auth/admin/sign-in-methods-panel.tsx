import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { AuthFlow } from '@/api/types';
import { QueryPanel } from '@/components/layout/query-panel';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { saveAuthFlowMutation, type AuthFlowChange } from '../api/auth-flow';
import { useAuthFlow } from '../hooks/use-auth-flow';

/** The switches, seeded from the cached flow; each change is saved at once. */
function SignInMethodsForm({ flow }: { flow: AuthFlow }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const save = useMutation(saveAuthFlowMutation());

  const change = (body: AuthFlowChange) => save.mutate(body);
  // The server's 400 names the field it refuses and says why: shown as sent.
  const errorText = save.error
    ? (Object.values(apiFieldErrors(save.error, i18n))[0] ?? errorMessage(save.error))
    : null;

  return (
    <Stack spacing={2}>
      {errorText ? (
        <Alert severity="error" role="alert">
          {errorText}
        </Alert>
      ) : save.isSuccess ? (
        <Alert severity="success" role="status">
          {t('admin.signIn.saved')}
        </Alert>
      ) : null}
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={flow.methods.password}
              disabled={save.isPending}
              onChange={(event) => change({ password: event.target.checked })}
            />
          }
          label={t('admin.signIn.password')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={flow.methods.otp}
              disabled={save.isPending}
              onChange={(event) => change({ otp: event.target.checked })}
            />
          }
          label={t('admin.signIn.otp')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={flow.methods.teams}
              disabled
              slotProps={{ input: { 'aria-describedby': 'sign-in-teams-help' } }}
            />
          }
          label={t('admin.signIn.teams')}
        />
        <FormHelperText id="sign-in-teams-help" sx={{ mt: 0 }}>
          {t('admin.signIn.teamsUnavailable')}
        </FormHelperText>
      </FormGroup>
    </Stack>
  );
}

/** The sign-in methods the organisation allows: the password and a code by e-mail (at least one
 *  stays on); Microsoft Teams is shown, not available yet. */
export function SignInMethodsPanel() {
  const { t } = useTranslation();
  return (
    <QueryPanel
      title={t('admin.signIn.methodsTitle')}
      description={t('admin.signIn.methodsDescription')}
      query={useAuthFlow()}
      loadingLabel={t('admin.common.loading')}
    >
      {(flow) => <SignInMethodsForm flow={flow} />}
    </QueryPanel>
  );
}
