import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { showToast } from '@/components/toast/toast';
import { profileLanguageFor, type Language } from '@/i18n/languages';
import { updateAccount } from '@/lib/calls/user';
import { useSetCurrentUser } from '@/lib/use-set-current-user';

/** Switches the UI language at once and saves it on the profile, so it survives reloads. */
export function useChangeLanguage() {
  const { t, i18n } = useTranslation();
  const setCurrentUser = useSetCurrentUser();
  const mutation = useMutation({
    mutationFn: (language: Language) => updateAccount({ language: profileLanguageFor(language) }),
    onSuccess: setCurrentUser,
    onError: () => showToast(t('account.languageSaveError'), 'error'),
  });

  return (language: Language) => {
    void i18n.changeLanguage(language);
    mutation.mutate(language);
  };
}
