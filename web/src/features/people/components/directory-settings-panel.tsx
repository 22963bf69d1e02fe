import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '@/components/dialog/confirm-action-dialog';
import { useConfirmAction } from '@/components/dialog/use-confirm-action';
import { FieldRow } from '@/components/form/field-row';
import { NumberField } from '@/components/form/fields/number-field';
import { PasswordField } from '@/components/form/fields/password-field';
import { SwitchField } from '@/components/form/fields/switch-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormError } from '@/components/form/form-error';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { Panel } from '@/components/layout/panel';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { apiFieldErrors } from '@/i18n/api-field-errors';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  deleteDirectorySourceMutation,
  saveDirectorySourceMutation,
  testDirectorySourceMutation,
  type DirectorySource,
} from '../api/people-directory';
import {
  ATTRIBUTE_FIELDS,
  DIRECTORY_LIMITS,
  directoryFormFrom,
  isRequiredAttribute,
  toDirectoryInput,
  validateDirectoryForm,
  type DirectoryFormValues,
} from '../directory-schema';

export type DirectorySettingsPanelProps = {
  /** The source as the server has it (or its suggested defaults, not configured yet). */
  source: DirectorySource;
};

/** The server names a bad attribute `attributes.email`: the form's own path for it. */
const ATTRIBUTE_SERVER_FIELDS = Object.fromEntries(
  ATTRIBUTE_FIELDS.map((field) => [`attributes.${field}`, `attributes.${field}`]),
) as Partial<Record<string, FieldPath<DirectoryFormValues>>>;

/** Which attribute holds each of a person's fields: a fieldset of six names. */
function AttributeFields() {
  const { t } = useTranslation();
  const helpId = useId();
  return (
    <Box component="fieldset" aria-describedby={helpId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ p: 0, fontWeight: 700 }}>
        {t('people.directory.settings.attributes')}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('people.directory.settings.attributesHelp')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {ATTRIBUTE_FIELDS.map((field) => (
          <TextField
            key={field}
            name={`attributes.${field}`}
            label={t(`people.directory.settings.attribute.${field}`)}
            required={isRequiredAttribute(field)}
            maxLength={DIRECTORY_LIMITS.attributeMaxLength}
            autoComplete="off"
          />
        ))}
      </Box>
    </Box>
  );
}

/** The connection to the directory: where it is, how to bind, where and what to search, which
 *  attributes to read and the scheduled sync. Saved with "Guardar"; "Probar conexión" reads the
 *  directory with the form as it is, unsaved; "Quitar directorio" forgets it, once confirmed. */
export function DirectorySettingsPanel({ source }: DirectorySettingsPanelProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const form = useMutationForm({
    defaultValues: directoryFormFrom(source),
    validate: validateDirectoryForm,
    mutation: saveDirectorySourceMutation(),
    toRequest: (values: DirectoryFormValues) => toDirectoryInput(values, source.has_password),
    serverFields: ATTRIBUTE_SERVER_FIELDS,
    successToast: () => t('people.directory.settings.saved'),
    onSuccess: (saved) => form.form.reset(directoryFormFrom(saved)),
  });
  // A test refused for a field (400) says so under that field, as the save does.
  const test = useToastMutation(testDirectorySourceMutation(), {
    onError: (error) => {
      for (const [field, message] of Object.entries(apiFieldErrors(error, i18n))) {
        if (message && form.shownFields.includes(field)) {
          form.form.setError(field as FieldPath<DirectoryFormValues>, { type: 'server', message });
        }
      }
    },
  });
  const remove = useConfirmAction(
    deleteDirectorySourceMutation(),
    () => undefined,
    () => t('people.directory.remove.done'),
  );

  const handleTest = form.form.handleSubmit((values) =>
    test.mutate(toDirectoryInput(values, source.has_password)),
  );

  return (
    <Panel
      title={t('people.directory.settings.title')}
      description={t('people.directory.settings.description')}
    >
      {source.configured ? null : (
        <Alert severity="info">{t('people.directory.notConfigured')}</Alert>
      )}
      <InlineForm
        form={form}
        submitLabel={t('people.directory.settings.save')}
        extraActions={
          <Button variant="outlined" loading={test.isPending} onClick={() => void handleTest()}>
            {t('people.directory.settings.test')}
          </Button>
        }
      >
        <TextField
          name="url"
          label={t('people.directory.settings.url')}
          required
          maxLength={DIRECTORY_LIMITS.textMaxLength}
          helperText={t('people.directory.settings.urlHelp')}
          autoComplete="off"
        />
        <FieldRow from="md">
          <TextField
            name="bind_dn"
            label={t('people.directory.settings.bindDn')}
            maxLength={DIRECTORY_LIMITS.textMaxLength}
            helperText={t('people.directory.settings.bindDnHelp')}
            autoComplete="off"
          />
          <PasswordField
            name="bind_password"
            label={t('people.directory.settings.bindPassword')}
            autoComplete="new-password"
            helperText={t(
              source.has_password
                ? 'people.directory.settings.passwordStored'
                : 'people.directory.settings.passwordHelp',
            )}
          />
        </FieldRow>
        <FieldRow from="md">
          <TextField
            name="base_dn"
            label={t('people.directory.settings.baseDn')}
            required
            maxLength={DIRECTORY_LIMITS.textMaxLength}
            helperText={t('people.directory.settings.baseDnHelp')}
            autoComplete="off"
          />
          <TextField
            name="filter"
            label={t('people.directory.settings.filter')}
            required
            maxLength={DIRECTORY_LIMITS.filterMaxLength}
            helperText={t('people.directory.settings.filterHelp')}
            autoComplete="off"
          />
        </FieldRow>
        <AttributeFields />
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <SwitchField
            name="sync_enabled"
            label={t('people.directory.settings.syncEnabled')}
            helperText={t('people.directory.settings.syncEnabledHelp')}
          />
          <Box sx={{ width: '100%', maxWidth: { sm: '20rem' } }}>
            <NumberField
              name="sync_hours"
              label={t('people.directory.settings.syncHours')}
              helperText={t('people.directory.settings.syncHoursHelp')}
              maxLength={3}
            />
          </Box>
        </Stack>
      </InlineForm>
      {test.isSuccess ? (
        <Alert severity="success" role="status">
          {t('people.directory.settings.testOk', {
            count: test.data.entries,
            formatted: format.number(test.data.entries),
            withEmail: format.number(test.data.with_email),
          })}
        </Alert>
      ) : null}
      {test.isError ? <FormError error={test.error} shownFields={form.shownFields} /> : null}
      {source.configured ? (
        <Box>
          <Button variant="outlined" color="error" onClick={() => remove.ask(source)}>
            {t('people.directory.settings.remove')}
          </Button>
        </Box>
      ) : null}
      <ConfirmActionDialog
        action={remove}
        title={t('people.directory.remove.title')}
        body={() => t('people.directory.remove.body')}
        confirmLabel={t('people.directory.remove.confirm')}
      />
    </Panel>
  );
}
