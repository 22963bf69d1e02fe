// A visitor's cold start on the sign-in screen reads only the glossary's start part; the rest
// comes with loadWholeGlossary(). Real i18next, real backend, fetch answered from the catalogs.
import { createInstance, type i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { onlySections } from '@/testing/test-i18n';

import { isStartKey } from './glossary-backend';
import { createI18nOptions, loadWholeGlossary, readsStartFirst } from './i18n';
import en from './locales/en/glossary.json';
import es from './locales/es/glossary.json';
import startSections from './locales/start-sections.json';

const catalogs: Record<string, Record<string, unknown>> = { es, en };

type Served = { reads: string[]; reports: string[]; failWhole: number };

function serve(): Served {
  const served: Served = { reads: [], reports: [], failWhole: 0 };
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      served.reports.push(...Object.keys(JSON.parse(init.body as string) as object));
      return Promise.resolve(Response.json({}));
    }
    served.reads.push(url);
    const [, lng, ns] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(url) ?? [];
    const catalog = catalogs[lng ?? ''] ?? {};
    if (ns === 'glossary' && served.failWhole > 0) {
      served.failWhole -= 1;
      return Promise.resolve(new Response('', { status: 404 }));
    }
    return Promise.resolve(
      Response.json(ns === 'start' ? onlySections(catalog, startSections) : catalog),
    );
  });
  return served;
}

async function start(startOnly: boolean, lng: 'es' | 'en' = 'es'): Promise<I18n> {
  const { GlossaryBackend } = await import('./glossary-backend');
  const instance = createInstance();
  await instance.use(GlossaryBackend).init(createI18nOptions('/api', lng, startOnly));
  return instance;
}

/** A key the typed t() does not know. */
const ask = (i18n: I18n, key: string) => (i18n.t as unknown as (key: string) => string)(key);

afterEach(() => vi.unstubAllGlobals());

describe('the glossary start part', () => {
  it('is read first only by a visitor opening the sign-in screen', () => {
    expect(readsStartFirst('/login', null)).toBe(true);
    expect(readsStartFirst('/login', 'token')).toBe(false);
    expect(readsStartFirst('/', null)).toBe(false);
    expect(readsStartFirst('/recover-password', null)).toBe(false);
  });

  it('holds the sign-in texts; other keys are not reported missing before the rest is read', async () => {
    const served = serve();
    const i18n = await start(true);
    expect(served.reads).toEqual(['/api/locales/es/start.json']);
    expect(i18n.t('auth.login.title')).toBe('Iniciar sesión');
    expect(i18n.t('nav.home')).toBe('nav.home');
    expect(isStartKey('auth.login.title')).toBe(true);
    expect(isStartKey('nav.home')).toBe(false);
    ask(i18n, 'auth.login.brandNew');
    await Promise.resolve();
    expect(served.reports).toEqual(['auth.login.brandNew']);
  });

  it('reads the rest in every language read so far, once, then reports any missing key', async () => {
    const served = serve();
    const i18n = await start(true, 'en');
    expect(served.reads.sort()).toEqual([
      '/api/locales/en/start.json',
      '/api/locales/es/start.json',
    ]);
    expect(i18n.t('auth.login.title')).toBe('Sign in');
    await Promise.all([loadWholeGlossary(i18n), loadWholeGlossary(i18n)]);
    expect(served.reads.slice(2).sort()).toEqual([
      '/api/locales/en/glossary.json',
      '/api/locales/es/glossary.json',
    ]);
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('auth.login.title')).toBe('Sign in');
    await loadWholeGlossary(i18n);
    expect(served.reads).toHaveLength(4);
    ask(i18n, 'nav.brandNew');
    await Promise.resolve();
    expect(served.reports).toContain('nav.brandNew');
  });

  it('rejects when the rest cannot be read, and reads it on the next call', async () => {
    const served = serve();
    const i18n = await start(true);
    served.failWhole = 1;
    await expect(loadWholeGlossary(i18n)).rejects.toThrow('The glossary could not be read');
    expect(i18n.t('nav.home')).toBe('nav.home');
    await loadWholeGlossary(i18n);
    expect(i18n.t('nav.home')).toBe('Inicio');
  });

  it('is not involved when the whole glossary is read from the start', async () => {
    const served = serve();
    const i18n = await start(false);
    await loadWholeGlossary(i18n);
    expect(served.reads).toEqual(['/api/locales/es/glossary.json']);
    expect(i18n.t('nav.home')).toBe('Inicio');
  });
});
