import { languageFromProfile, SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { currentUserQueryOptions, getCurrentUser } from '@/lib/calls/user';

import { CONSOLE_MESSAGES } from './console-messages';
import { loadBranding } from './load-branding';
import { loadNotificationCounts } from './load-notification-counts';
import type { SessionDeps } from './session-deps';

/**
 * Spec §4 user load: with a user, set the UI language from the profile and load the
 * notification counts; then load branding and store the supported languages and the user
 * (or null). A failure warns and stores a null user.
 */
export async function loadUser(deps: SessionDeps): Promise<void> {
  const { store, queryClient, i18n } = deps;
  try {
    const user = store.getState().authToken ? await getCurrentUser() : null;
    if (user) {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      await i18n.changeLanguage(languageFromProfile(user.language));
      await loadNotificationCounts(deps);
    }
    const branding = await loadBranding(deps);
    store.getState().setLanguages(branding?.languages ?? SUPPORTED_LANGUAGES);
    store.getState().setMe(user);
  } catch (error) {
    console.warn(CONSOLE_MESSAGES.user, error);
    store.getState().setMe(null);
  }
}
