// i18next set-up (spec §1): namespace `glossary`, es default and fallback, catalogs loaded from
// the API (the language in use, starting with the last one used, plus Spanish as the fallback;
// the server sends them gzip-compressed with an ETag) and missing keys posted back to it. A
// visitor's cold start on the sign-in screen reads only the glossary's start part; every other
// screen waits for loadWholeGlossary() (see app/router.tsx).
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { localStorageOrNull } from '@/lib/local-storage';

import {
  GlossaryBackend,
  type GlossaryBackendOptions,
  type ReloadsResources,
} from './glossary-backend';
import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from './languages';

export const I18N_NAMESPACE = 'glossary';

/** Where the last UI language is kept, so a cold start begins in it: an English speaker's
 *  first paint is in English, not Spanish switched to English once the profile arrives. */
export const LANGUAGE_STORAGE_KEY = 'aplauso.language';

export function storedLanguage(
  storage: Pick<Storage, 'getItem'> | null = localStorageOrNull(),
): Language {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Whether a cold start reads only the glossary's start part first: a visitor (no session)
 *  opening the sign-in screen, whose texts are a tenth of the glossary. */
export function readsStartFirst(pathname: string, authToken: string | null): boolean {
  return authToken === null && pathname === paths.login;
}

export function createI18nOptions(
  apiBaseUrl: string,
  language: Language = DEFAULT_LANGUAGE,
  startOnly = false,
): InitOptions<GlossaryBackendOptions> {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    fallbackNS: false,
    saveMissing: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    backend: {
      loadPath: `${apiBaseUrl}/locales/{{lng}}/{{ns}}.json`,
      addPath: `${apiBaseUrl}/locales/add/{{lng}}/{{ns}}`,
      startOnly,
    },
    react: { useSuspense: true },
  };
}

/** Keeps <html lang> in step with the UI language, and remembers it for the next start. */
function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  try {
    if (isLanguage(lng)) localStorageOrNull()?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage full or denied: the next start begins in Spanish, as before.
  }
}

/** The app's i18next instance, started with the HTTP backend (with `startOnly`, reading only the
 *  glossary's start part until loadWholeGlossary()). */
export function initI18n(
  instance: I18n = i18next,
  apiBaseUrl = env.apiBaseUrl,
  startOnly = false,
): I18n {
  if (!instance.isInitialized) {
    instance.on('languageChanged', syncDocumentLanguage);
    void instance
      .use(GlossaryBackend)
      .use(initReactI18next)
      .init(createI18nOptions(apiBaseUrl, storedLanguage(), startOnly));
  }
  return instance;
}

/** Resolves once the whole glossary is in: at once, unless the start read only its start part
 *  (then it reads the rest, in every language read so far). Rejects when it cannot be read. */
export function loadWholeGlossary(instance: I18n = i18next): Promise<void> {
  const connector = instance.services?.backendConnector as { backend?: unknown } | undefined;
  const backend = connector?.backend;
  return backend instanceof GlossaryBackend
    ? backend.whole(instance as unknown as ReloadsResources)
    : Promise.resolve();
}

export { i18next as i18n };
