// Puts a saved text into the running app: the catalogs only carry the organisation's texts when
// they load, so without this the admin would see the old wording until the next page load.
import type { i18n as I18n } from 'i18next';

import { I18N_NAMESPACE } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';

import type { GlossaryEntry } from '../api/glossary';

/** Uses a saved entry in `lng` at once: the organisation's text, else the built-in one; a key with
 *  neither (a missing key's text removed) is read back from the server's catalog. A language the
 *  app has not loaded gets the change when it loads. */
export async function applyGlossaryText(
  i18n: I18n,
  lng: Language,
  entry: GlossaryEntry,
): Promise<void> {
  if (!i18n.hasResourceBundle(lng, I18N_NAMESPACE)) return;
  const text = entry.value ?? entry.default;
  if (text === null) await i18n.reloadResources(lng, I18N_NAMESPACE);
  else i18n.addResource(lng, I18N_NAMESPACE, entry.key, text);
  // Screens re-render on a language change only (react-i18next's default binding): announce the
  // same language again so every visible text is read anew.
  await i18n.changeLanguage(i18n.language);
}
