import { languageFromProfile, SUPPORTED_LANGUAGES } from '@/i18n/languages';
import { currentUserQueryOptions, getCurrentUser } from '@/lib/calls/user';

import { CONSOLE_MESSAGES } from './console-messages';
import { loadBranding } from './load-branding';
import { loadMeasurementChoice } from './load-measurement-choice';
import { loadNotificationCounts } from './load-notification-counts';
import type { SessionDeps } from './session-deps';

/**
 * Spec §4 user load: with a user, set the UI language from the profile and load the
 * notification counts and their analytics choice (ADR 0085; without a user: not measured); then
 * load branding and store the supported languages and the user (or null). A failure warns and
 * stores a null user.
 */
export async function loadUser(deps: SessionDeps): Promise<void> {
  const { store, queryClient, i18n } = deps;
  try {
    const user = store.getState().authToken ? await getCurrentUser() : null;
    if (user) {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      await i18n.changeLanguage(languageFromProfile(user.language));
      await Promise.all([loadNotificationCounts(deps), loadMeasurementChoice(deps)]);
    } else {
      deps.onMeasurementChoice?.(false);
    }
    const branding = await loadBranding(deps);
    store.getState().setLanguages(branding?.languages ?? SUPPORTED_LANGUAGES);
    store.getState().setMe(user);
  } catch (error) {
    console.warn(CONSOLE_MESSAGES.user, error);
    deps.onMeasurementChoice?.(false);
    store.getState().setMe(null);
  }
}
