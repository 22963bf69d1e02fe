import { useTranslation } from 'react-i18next';

import { SwitchField } from '@/components/form/fields/switch-field';
import { TextField } from '@/components/form/fields/text-field';
import { FormDialog } from '@/components/form/form-dialog';
import { useMutationForm } from '@/components/form/use-mutation-form';

import { PROVIDER_LIMITS, saveProviderMutation, type Provider } from '../api/providers';

import { providerFormFrom, toProviderInput, validateProviderForm } from './provider-form-schema';

export type ProviderDialogProps = {
  /** The provider to edit, or null to add one. */
  provider: Provider | null;
  onClose: () => void;
};

/** Adds a provider, or edits one: its name, contact, e-mail, phone and whether it is active. */
export function ProviderDialog({ provider, onClose }: ProviderDialogProps) {
  const { t } = useTranslation();
  const form = useMutationForm({
    defaultValues: providerFormFrom(provider),
    validate: validateProviderForm,
    mutation: saveProviderMutation(provider?.id ?? null),
    toRequest: toProviderInput,
    codeFields: { provider_exists: 'name' },
    successToast: (saved) =>
      t(provider ? 'catalog.admin.providers.saved' : 'catalog.admin.providers.created', {
        name: saved.name,
      }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={
        provider
          ? t('catalog.admin.providers.editTitle', { name: provider.name })
          : t('catalog.admin.providers.createTitle')
      }
      submitLabel={provider ? t('admin.common.save') : t('catalog.admin.providers.createSubmit')}
      onClose={onClose}
    >
      <TextField
        name="name"
        label={t('catalog.admin.providers.fields.name')}
        required
        maxLength={PROVIDER_LIMITS.nameMaxLength}
        autoComplete="off"
      />
      <TextField
        name="contact_name"
        label={t('catalog.admin.providers.fields.contactName')}
        maxLength={PROVIDER_LIMITS.contactNameMaxLength}
        autoComplete="off"
      />
      <TextField
        name="contact_email"
        label={t('catalog.admin.providers.fields.contactEmail')}
        maxLength={PROVIDER_LIMITS.emailMaxLength}
        autoComplete="off"
      />
      <TextField
        name="phone"
        type="tel"
        label={t('catalog.admin.providers.fields.phone')}
        maxLength={PROVIDER_LIMITS.phoneMaxLength}
        autoComplete="off"
      />
      <SwitchField name="active" label={t('catalog.admin.providers.fields.active')} />
    </FormDialog>
  );
}
