import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

import { createI18nOptions, I18N_NAMESPACE, LANGUAGE_STORAGE_KEY, storedLanguage } from './i18n';
import { languageFromProfile, profileLanguageFor, toLanguage } from './languages';
import en from './locales/en/glossary.json';
import es from './locales/es/glossary.json';

describe('i18n set-up', () => {
  const options = createI18nOptions('/api');

  it('uses the glossary namespace, es by default and as fallback, the other language on demand', () => {
    expect(I18N_NAMESPACE).toBe('glossary');
    expect(options.ns).toEqual(['glossary']);
    expect(options.defaultNS).toBe('glossary');
    expect(options.lng).toBe('es');
    expect(options.fallbackLng).toBe('es');
    expect(options.preload).toBeUndefined();
    expect(options.saveMissing).toBe(true);
  });

  it('loads catalogs from the API and posts missing keys to it', () => {
    expect(options.backend?.loadPath).toBe('/api/locales/{{lng}}/{{ns}}.json');
    expect(options.backend?.addPath).toBe('/api/locales/add/{{lng}}/{{ns}}');
    expect(createI18nOptions('https://x.test/api').backend?.loadPath).toBe(
      'https://x.test/api/locales/{{lng}}/{{ns}}.json',
    );
  });

  it('falls back to Spanish for keys missing in English', async () => {
    const instance = createInstance();
    await instance.init({
      ...createI18nOptions('/api'),
      backend: undefined,
      lng: 'en',
      resources: { es: { glossary: es }, en: { glossary: {} } },
      saveMissing: false,
    });
    expect(instance.t('nav.home')).toBe('Inicio');
  });

  it('has catalogs with the same keys in both languages (plural forms by base key)', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([k, v]) =>
        v && typeof v === 'object'
          ? keys(v as object, `${prefix}${k}.`)
          : [`${prefix}${k}`.replace(/_(one|many|other)$/, '')],
      );
    expect([...new Set(keys(en))].sort()).toEqual([...new Set(keys(es))].sort());
  });

  it('has every Spanish plural form, so large counts are translated', async () => {
    const instance = createInstance();
    await instance.init({ lng: 'es', resources: { es: { glossary: es } }, defaultNS: 'glossary' });
    expect(instance.t('home.notifications', { count: 1 })).toBe('1 notificación sin leer');
    expect(instance.t('home.notifications', { count: 1_000_000 })).toBe(
      '1000000 notificaciones sin leer',
    );
    expect(instance.t('home.pendingSurveys', { count: 0 })).toBe('0 encuestas pendientes');
  });
});

describe('profile language mapping', () => {
  it('maps english → en and spanish → es', () => {
    expect(languageFromProfile('english')).toBe('en');
    expect(languageFromProfile('spanish')).toBe('es');
    expect(languageFromProfile(null)).toBe('es');
    expect(profileLanguageFor('en')).toBe('english');
    expect(profileLanguageFor('es')).toBe('spanish');
    expect(toLanguage('en-US')).toBe('en');
    expect(toLanguage('fr')).toBe('es');
  });
});

describe('the language of a cold start', () => {
  it('is the last one used, so only its glossary loads before the first paint', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(storedLanguage(storage('en'))).toBe('en');
    expect(storedLanguage(storage('fr'))).toBe('es');
    expect(storedLanguage(storage(null))).toBe('es');
    expect(createI18nOptions('/api', 'en').lng).toBe('en');
    expect(LANGUAGE_STORAGE_KEY).toBe('aplauso.language');
  });
});
