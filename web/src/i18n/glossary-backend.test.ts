import { describe, expect, it, vi } from 'vitest';

import { GlossaryBackend } from './glossary-backend';

function backend() {
  const instance = new GlossaryBackend();
  instance.init({} as never, {
    loadPath: '/api/locales/{{lng}}/{{ns}}.json',
    addPath: '/api/locales/add/{{lng}}/{{ns}}',
  });
  return instance;
}

function read(instance: GlossaryBackend) {
  return new Promise<[unknown, unknown]>((resolve) => {
    instance.read('en', 'glossary', (error, data) => resolve([error, data]));
  });
}

describe('GlossaryBackend', () => {
  it('loads a language catalog from the API', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ nav: { home: 'Home' } })));
    vi.stubGlobal('fetch', fetch);
    const [error, data] = await read(backend());
    expect(error).toBeNull();
    expect(data).toEqual({ nav: { home: 'Home' } });
    expect(fetch).toHaveBeenCalledWith('/api/locales/en/glossary.json', expect.anything());
  });

  it('asks i18next to retry a network failure or a 5xx, not a 4xx', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await read(backend()))[1]).toBe(true);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 503 })));
    expect((await read(backend()))[1]).toBe(true);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));
    const [error, retry] = await read(backend());
    expect(error).toBeInstanceOf(Error);
    expect(retry).toBe(false);
  });

  it('posts a missing key with its fallback text for each language', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    backend().create(['es', 'en'], 'glossary', 'nav.new', 'Nuevo');
    expect(fetch).toHaveBeenCalledWith('/api/locales/add/es/glossary', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ 'nav.new': 'Nuevo' }),
    });
    expect(fetch).toHaveBeenCalledWith('/api/locales/add/en/glossary', expect.anything());
  });
});
