import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { showToast } from '@/components/toast/toast';
import { profileLanguageFor, type Language } from '@/i18n/languages';
import { updateAccountLanguage, currentUserQueryOptions } from '@/lib/calls/user';
import { useAppStore } from '@/stores/app-store';

/** Switches the UI language at once and saves it on the profile, so it survives reloads. */
export function useChangeLanguage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const setMe = useAppStore((state) => state.setMe);
  const mutation = useMutation({
    mutationFn: (language: Language) => updateAccountLanguage(profileLanguageFor(language)),
    onSuccess: (user) => {
      setMe(user);
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
    onError: () => showToast(t('account.languageSaveError'), 'error'),
  });

  return (language: Language) => {
    void i18n.changeLanguage(language);
    mutation.mutate(language);
  };
}
