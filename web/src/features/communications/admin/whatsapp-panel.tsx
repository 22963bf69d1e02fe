import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@/components/copy-button';
import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { QueryContent } from '@/components/feedback/query-content';
import { FieldRow } from '@/components/form/field-row';
import { PasswordField } from '@/components/form/fields/password-field';
import { SwitchField } from '@/components/form/fields/switch-field';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { TextInput } from '@/components/form/text-input';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { Panel } from '@/components/layout/panel';

import {
  WHATSAPP_LIMITS,
  deleteWhatsAppSettingsMutation,
  saveWhatsAppSettingsMutation,
  testWhatsAppMutation,
  whatsAppSettingsQueryOptions,
  type WhatsAppSettings,
} from '../api/whatsapp';
import { useSendErrorMessage } from '../hooks/use-send-error-message';

import {
  toWhatsAppSettingsInput,
  validateWhatsAppForm,
  validateWhatsAppTest,
  whatsAppFormFrom,
  type WhatsAppFormValues,
  type WhatsAppTestValues,
} from './whatsapp-form-schema';

/** The console's WhatsApp tab: the organisation's WhatsApp Business account, the webhook to
 *  paste in Meta's app, what the message template must look like, and a test message. */
export function WhatsAppPanel() {
  const { t } = useTranslation();
  const settings = useQuery(whatsAppSettingsQueryOptions());
  return (
    <QueryContent query={settings} loadingLabel={t('communications.whatsapp.loading')}>
      {(current) => (
        <Stack spacing={2}>
          {/* Saving the first account, or forgetting it, starts the form afresh from the answer. */}
          <AccountPanel key={String(current.configured)} settings={current} />
          <WebhookPanel settings={current} />
          <TemplatePanel />
          <TestPanel configured={current.configured} />
        </Stack>
      )}
    </QueryContent>
  );
}

/** Where the account stands: none yet, on, or saved but off. */
function AccountStatus({ settings }: { settings: WhatsAppSettings }) {
  const { t } = useTranslation();
  if (!settings.configured)
    return (
      <Alert severity="info" role="status">
        {t('communications.whatsapp.status.notConfigured')}
      </Alert>
    );
  return settings.active ? (
    <Alert severity="success" role="status">
      {t('communications.whatsapp.status.active')}
    </Alert>
  ) : (
    <Alert severity="warning" role="status">
      {t('communications.whatsapp.status.inactive')}
    </Alert>
  );
}

/** The account: the sending number's id, the access token and the app secret (never shown: empty
 *  keeps the stored one), the template and whether messages go out. Saved with "Guardar"; a
 *  refused field says why under it. "Olvidar la cuenta" forgets it, once confirmed. */
function AccountPanel({ settings }: { settings: WhatsAppSettings }) {
  const { t } = useTranslation();
  const describeError = useSendErrorMessage();
  const form = useMutationForm({
    defaultValues: whatsAppFormFrom(settings),
    validate: (values: WhatsAppFormValues) => validateWhatsAppForm(values, settings),
    mutation: saveWhatsAppSettingsMutation(),
    toRequest: toWhatsAppSettingsInput,
    successToast: () => t('communications.whatsapp.saved'),
    onSuccess: (saved) => form.form.reset(whatsAppFormFrom(saved)),
  });
  const forget = useConfirmAction(
    deleteWhatsAppSettingsMutation(),
    () => undefined,
    () => t('communications.whatsapp.forgotten'),
  );

  return (
    <Panel
      title={t('communications.whatsapp.account.title')}
      description={t('communications.whatsapp.account.description')}
    >
      <AccountStatus settings={settings} />
      <InlineForm
        form={form}
        submitLabel={t('communications.whatsapp.save')}
        describeError={describeError}
      >
        <FieldRow from="md">
          <TextField
            name="phone_number_id"
            label={t('communications.whatsapp.fields.phoneNumberId')}
            helperText={t('communications.whatsapp.fields.phoneNumberIdHelp')}
            required
            maxLength={WHATSAPP_LIMITS.phoneNumberIdMaxLength}
            autoComplete="off"
          />
          <TextField
            name="template_name"
            label={t('communications.whatsapp.fields.templateName')}
            helperText={t('communications.whatsapp.fields.templateNameHelp')}
            required
            maxLength={WHATSAPP_LIMITS.templateNameMaxLength}
            autoComplete="off"
          />
        </FieldRow>
        <FieldRow from="md">
          <PasswordField
            name="access_token"
            label={t('communications.whatsapp.fields.accessToken')}
            autoComplete="new-password"
            helperText={t(
              settings.has_access_token
                ? 'communications.whatsapp.fields.stored'
                : 'communications.whatsapp.fields.accessTokenHelp',
            )}
          />
          <PasswordField
            name="app_secret"
            label={t('communications.whatsapp.fields.appSecret')}
            autoComplete="new-password"
            helperText={t(
              settings.has_app_secret
                ? 'communications.whatsapp.fields.stored'
                : 'communications.whatsapp.fields.appSecretHelp',
            )}
          />
        </FieldRow>
        <SwitchField
          name="active"
          label={t('communications.whatsapp.fields.active')}
          helperText={t('communications.whatsapp.fields.activeHelp')}
        />
      </InlineForm>
      {settings.configured ? (
        <Box>
          <Button variant="outlined" color="error" onClick={() => forget.ask(settings)}>
            {t('communications.whatsapp.forget')}
          </Button>
        </Box>
      ) : null}
      <ConfirmActionDialog
        action={forget}
        title={t('communications.whatsapp.forgetTitle')}
        body={() => t('communications.whatsapp.forgetBody')}
        confirmLabel={t('communications.whatsapp.forgetConfirm')}
      />
    </Panel>
  );
}

type CopyFieldProps = { label: string; value: string; copyLabel: string };

/** A value to paste elsewhere: read only, selected on focus, with its copy button. */
function CopyField({ label, value, copyLabel }: CopyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <TextInput
        id={id}
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.target.select()}
        inputProps={{ spellCheck: false, autoComplete: 'off' }}
      />
      <CopyButton
        text={value}
        label={t('communications.whatsapp.webhook.copy')}
        copiedLabel={t('communications.whatsapp.webhook.copied')}
        failedLabel={t('communications.whatsapp.webhook.copyFailed')}
        ariaLabel={copyLabel}
      />
    </Stack>
  );
}

/** The callback URL and the verify token for the webhook of Meta's app (the token exists once the
 *  account is saved). */
function WebhookPanel({ settings }: { settings: WhatsAppSettings }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('communications.whatsapp.webhook.title')}
      description={t('communications.whatsapp.webhook.description')}
    >
      <CopyField
        label={t('communications.whatsapp.webhook.url')}
        value={settings.webhook_url}
        copyLabel={t('communications.whatsapp.webhook.copyUrl')}
      />
      {settings.verify_token ? (
        <CopyField
          label={t('communications.whatsapp.webhook.verifyToken')}
          value={settings.verify_token}
          copyLabel={t('communications.whatsapp.webhook.copyToken')}
        />
      ) : (
        <Typography color="text.secondary">
          {t('communications.whatsapp.webhook.verifyTokenPending')}
        </Typography>
      )}
    </Panel>
  );
}

/** The template's body variables, written as WhatsApp Manager shows them. */
const TEMPLATE_VARIABLES = [
  { variable: '{{1}}', meaning: 'communications.whatsapp.template.firstName' },
  { variable: '{{2}}', meaning: 'communications.whatsapp.template.text' },
  { variable: '{{3}}', meaning: 'communications.whatsapp.template.link' },
] as const;

/** What the approved template must be: its three body variables and one translation per
 *  language (es, en). */
function TemplatePanel() {
  const { t } = useTranslation();
  const [first, text, link] = TEMPLATE_VARIABLES.map((entry) => entry.variable);
  return (
    <Panel title={t('communications.whatsapp.template.title')}>
      <Typography>{t('communications.whatsapp.template.description')}</Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {TEMPLATE_VARIABLES.map((entry) => (
          <Box key={entry.variable} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              <code>{entry.variable}</code>
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {t(entry.meaning)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography color="text.secondary">
        {t('communications.whatsapp.template.example', { first, text, link })}
      </Typography>
    </Panel>
  );
}

/** "Enviar prueba": the template to one number now, with the saved account; the Cloud API's
 *  message id, or the server's reason. */
function TestPanel({ configured }: { configured: boolean }) {
  const { t } = useTranslation();
  const describeError = useSendErrorMessage();
  const form = useMutationForm({
    defaultValues: { phone: '' },
    validate: validateWhatsAppTest,
    mutation: testWhatsAppMutation(),
    toRequest: (values: WhatsAppTestValues) => values.phone.trim(),
  });
  return (
    <Panel
      title={t('communications.whatsapp.test.title')}
      description={t('communications.whatsapp.test.description')}
    >
      {configured ? (
        <InlineForm
          form={form}
          submitLabel={t('communications.whatsapp.test.submit')}
          submitVariant="outlined"
          describeError={describeError}
          done={
            form.done
              ? t('communications.whatsapp.test.sent', { id: form.done.data.message_id })
              : null
          }
        >
          <Box sx={{ width: '100%', maxWidth: { sm: '24rem' } }}>
            <TextField
              name="phone"
              type="tel"
              label={t('communications.whatsapp.test.phone')}
              helperText={t('communications.whatsapp.test.phoneHelp')}
              required
              maxLength={WHATSAPP_LIMITS.phoneMaxLength}
              autoComplete="off"
            />
          </Box>
        </InlineForm>
      ) : (
        <Typography color="text.secondary">
          {t('communications.whatsapp.test.needsAccount')}
        </Typography>
      )}
    </Panel>
  );
}
