import { useTranslation } from 'react-i18next';

import type { User } from '@/api/types';
import { FieldRow } from '@/components/form/field-row';
import { DateField } from '@/components/form/fields/date-field';
import { SelectField } from '@/components/form/fields/select-field';
import { TextField } from '@/components/form/fields/text-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { Panel } from '@/components/layout/panel';
import { languageFromProfile, toLanguage, type Language } from '@/i18n/languages';
import { useSetCurrentUser } from '@/lib/use-set-current-user';
import { useAppStore } from '@/stores/app-store';

import { updateAccountMutation } from '../api/account';
import {
  JOB_POSITION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  personalDataFrom,
  toAccountUpdate,
  validatePersonalData,
} from '../personal-data-schema';

/** The person's own data: names, job position, phone, birthday and the interface language. */
export function PersonalDataSection() {
  const { t } = useTranslation();
  const me = useAppStore((state) => state.me.data);
  if (!me) return null;
  return (
    <Panel
      level={2}
      title={t('profile.personal.title')}
      description={t('profile.personal.description')}
    >
      {/* A language changed elsewhere (the account menu) starts the form again from the saved
          data, so saving it never sends the old language back. */}
      <PersonalDataForm key={me.language} user={me} />
    </Panel>
  );
}

function PersonalDataForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const setCurrentUser = useSetCurrentUser();
  const orgLanguages = useAppStore((state) => state.languages);
  const current = languageFromProfile(user.language);
  const languages: Language[] = orgLanguages.includes(current)
    ? [...orgLanguages]
    : [...orgLanguages, current];

  const form = useMutationForm({
    defaultValues: personalDataFrom(user),
    validate: validatePersonalData,
    mutation: updateAccountMutation(),
    toRequest: toAccountUpdate,
    successToast: () => t('profile.personal.saved'),
    onSuccess: (saved) => {
      form.form.reset(personalDataFrom(saved));
      setCurrentUser(saved);
      const language = languageFromProfile(saved.language);
      if (toLanguage(i18n.language) !== language) void i18n.changeLanguage(language);
    },
  });

  return (
    <InlineForm form={form} submitLabel={t('profile.personal.submit')}>
      <FieldRow>
        <TextField
          name="first_name"
          label={t('profile.personal.firstName')}
          required
          maxLength={NAME_MAX_LENGTH}
          autoComplete="given-name"
        />
        <TextField
          name="last_name"
          label={t('profile.personal.lastName')}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="family-name"
        />
      </FieldRow>
      <FieldRow>
        <TextField
          name="job_position"
          label={t('profile.personal.jobPosition')}
          maxLength={JOB_POSITION_MAX_LENGTH}
          autoComplete="organization-title"
        />
        <TextField
          name="phone"
          type="tel"
          label={t('profile.personal.phone')}
          helperText={t('profile.personal.phoneHelp')}
          autoComplete="tel"
        />
      </FieldRow>
      <FieldRow>
        <DateField name="birthday" label={t('profile.personal.birthday')} />
        <SelectField
          name="language"
          label={t('profile.personal.language')}
          options={languages.map((language) => ({
            value: language,
            label: t(`languages.${language}`),
          }))}
        />
      </FieldRow>
    </InlineForm>
  );
}
