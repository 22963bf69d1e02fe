import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { PasswordField } from '@/components/form/fields/password-field';
import { InlineForm } from '@/components/form/inline-form';
import { useMutationForm } from '@/components/form/use-mutation-form';
import { Panel } from '@/components/layout/panel';
import { passwordLength } from '@/lib/password-policy';
import { useSetCurrentUser } from '@/lib/use-set-current-user';
import { useAppStore } from '@/stores/app-store';

import { changePasswordMutation } from '../api/account';
import {
  EMPTY_PASSWORD_VALUES,
  toPasswordChange,
  validatePasswordChange,
} from '../password-schema';

/** Changes the password with the current one. The server ends every other session and answers
 *  a new one for this device, which replaces the stored token: this device stays signed in. */
export function PasswordSection() {
  const { t } = useTranslation();
  const setAuthToken = useAppStore((state) => state.setAuthToken);
  const setCurrentUser = useSetCurrentUser();
  const form = useMutationForm({
    defaultValues: EMPTY_PASSWORD_VALUES,
    validate: validatePasswordChange,
    mutation: changePasswordMutation(),
    toRequest: toPasswordChange,
    codeFields: { wrong_password: 'current_password' },
    successToast: () => t('profile.password.changed'),
    onSuccess: (session) => {
      setAuthToken(session.token);
      setCurrentUser(session.user);
      form.form.reset(EMPTY_PASSWORD_VALUES);
    },
  });
  const password = useWatch({ control: form.form.control, name: 'password' });

  return (
    <Panel
      level={2}
      title={t('profile.password.title')}
      description={t('profile.password.description')}
    >
      <InlineForm form={form} submitLabel={t('profile.password.submit')}>
        <PasswordField
          name="current_password"
          label={t('profile.password.current')}
          required
          autoComplete="current-password"
        />
        <PasswordField
          name="password"
          label={t('profile.password.new')}
          required
          helperText={t('profile.password.hint', { length: passwordLength(password) })}
          autoComplete="new-password"
        />
        <PasswordField
          name="confirm"
          label={t('profile.password.confirm')}
          required
          autoComplete="new-password"
        />
      </InlineForm>
    </Panel>
  );
}
