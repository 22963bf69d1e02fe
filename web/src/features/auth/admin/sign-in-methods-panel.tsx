import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { AuthFlow } from '@/api/types';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useSettingsForm } from '@/components/form/use-settings-form';
import { QueryPanel } from '@/components/layout/query-panel';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { saveAuthFlowMutation, type AuthFlowChange } from '../api/auth-flow';
import { useAuthFlow } from '../hooks/use-auth-flow';

import {
  TENANT_ID_FIELD,
  toTeamsTenantChange,
  toTeamsTenantValues,
  validateTeamsTenant,
} from './teams-tenant-schema';

/** The switches, seeded from the cached flow, each change saved at once; then the Microsoft
 *  Entra tenant id, saved with its own button. */
function SignInMethodsForm({ flow }: { flow: AuthFlow }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const save = useMutation(saveAuthFlowMutation());
  const tenant = useSettingsForm({
    current: flow,
    toValues: toTeamsTenantValues,
    validate: validateTeamsTenant,
    mutation: saveAuthFlowMutation(),
    toRequest: toTeamsTenantChange,
  });

  // Turning Teams on without a tenant id is refused naming the id: that message goes under the
  // id's field, which takes the focus.
  const change = (body: AuthFlowChange) => {
    tenant.form.clearErrors(TENANT_ID_FIELD);
    save.mutate(body, {
      onError: (error) => {
        const message = apiFieldErrors(error, i18n)[TENANT_ID_FIELD];
        if (!message) return;
        tenant.form.setError(TENANT_ID_FIELD, { type: 'server', message });
        tenant.form.setFocus(TENANT_ID_FIELD);
      },
    });
  };
  // The server's 400 names the field it refuses and says why: shown as sent.
  const switchFields = save.error ? apiFieldErrors(save.error, i18n) : {};
  const errorText =
    save.error && !switchFields[TENANT_ID_FIELD]
      ? (Object.values(switchFields)[0] ?? errorMessage(save.error))
      : null;
  const teamsAvailable = flow.teams_available === true;

  return (
    <Stack spacing={3}>
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
                // Off while the server is not set up for Teams; still possible to turn off.
                disabled={save.isPending || (!teamsAvailable && !flow.methods.teams)}
                onChange={(event) => change({ teams: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'sign-in-teams-help' } }}
              />
            }
            label={t('admin.signIn.teams')}
          />
          <FormHelperText id="sign-in-teams-help" sx={{ mt: 0 }}>
            {teamsAvailable ? t('admin.signIn.teamsHelp') : t('admin.signIn.teamsUnavailable')}
          </FormHelperText>
        </FormGroup>
      </Stack>
      <InlineForm
        form={tenant}
        submitLabel={t('admin.signIn.tenantSubmit')}
        submitVariant="outlined"
        done={tenant.saved ? t('admin.signIn.tenantSaved') : null}
      >
        <TextField
          name={TENANT_ID_FIELD}
          label={t('admin.signIn.tenantId')}
          helperText={t('admin.signIn.tenantIdHelp')}
          autoComplete="off"
        />
      </InlineForm>
    </Stack>
  );
}

/** The sign-in methods the organisation allows: the password and a code by e-mail (at least one
 *  stays on), and Microsoft Teams (when the server is set up for it, with the organisation's
 *  Microsoft Entra tenant id). */
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
