// i18next set-up (spec §1): namespace `glossary`, es default and fallback, en and es preloaded,
// catalogs loaded from the API and missing keys posted back to it.
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

import { env } from '@/config/env';

import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';

export const I18N_NAMESPACE = 'glossary';

export function createI18nOptions(apiBaseUrl: string): InitOptions<HttpBackendOptions> {
  return {
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    preload: ['en', 'es'],
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

/** Keeps <html lang> in step with the UI language. */
function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** The app's i18next instance, started with the HTTP backend. */
export function initI18n(instance: I18n = i18next, apiBaseUrl = env.apiBaseUrl): I18n {
  if (!instance.isInitialized) {
    instance.on('languageChanged', syncDocumentLanguage);
    void instance.use(HttpBackend).use(initReactI18next).init(createI18nOptions(apiBaseUrl));
  }
  return instance;
}

export { i18next as i18n };
