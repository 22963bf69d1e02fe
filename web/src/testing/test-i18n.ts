// An i18next instance with the real catalogs in memory (no HTTP), for component tests.
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import en from '@/i18n/locales/en/glossary.json';
import es from '@/i18n/locales/es/glossary.json';

export async function createTestI18n(lng: 'es' | 'en' = 'es'): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'es',
    ns: ['glossary'],
    defaultNS: 'glossary',
    resources: { es: { glossary: es }, en: { glossary: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
