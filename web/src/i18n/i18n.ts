// i18next set-up (spec §1): namespace `glossary`, es default and fallback, catalogs loaded from
// the API (the language in use, starting with the last one used, plus Spanish as the fallback;
// the server sends them gzip-compressed with an ETag) and missing keys posted back to it.
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { env } from '@/config/env';

import { GlossaryBackend, type GlossaryBackendOptions } from './glossary-backend';
import { DEFAULT_LANGUAGE, isLanguage, SUPPORTED_LANGUAGES, type Language } from './languages';

export const I18N_NAMESPACE = 'glossary';

/** Where the last UI language is kept, so a cold start begins in it: an English speaker's
 *  first paint is in English, not Spanish switched to English once the profile arrives. */
export const LANGUAGE_STORAGE_KEY = 'aplauso.language';

export function storedLanguage(storage: Pick<Storage, 'getItem'> | null = safeStorage()): Language {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createI18nOptions(
  apiBaseUrl: string,
  language: Language = DEFAULT_LANGUAGE,
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
    },
    react: { useSuspense: true },
  };
}

/** Keeps <html lang> in step with the UI language, and remembers it for the next start. */
function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  try {
    if (isLanguage(lng)) safeStorage()?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage full or denied: the next start begins in Spanish, as before.
  }
}

/** The app's i18next instance, started with the HTTP backend. */
export function initI18n(instance: I18n = i18next, apiBaseUrl = env.apiBaseUrl): I18n {
  if (!instance.isInitialized) {
    instance.on('languageChanged', syncDocumentLanguage);
    void instance
      .use(GlossaryBackend)
      .use(initReactI18next)
      .init(createI18nOptions(apiBaseUrl, storedLanguage()));
  }
  return instance;
}

export { i18next as i18n };
