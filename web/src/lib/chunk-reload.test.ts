import { describe, expect, it, vi } from 'vitest';

import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, reloadOnceForChunk } from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it("knows Chromium's, Firefox's and Safari's messages and Vite's CSS preload failure", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://a.example/assets/x.js',
      'error loading dynamically imported module: https://a.example/assets/x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/x.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Recurso no encontrado'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadOnceForChunk', () => {
  it('reloads once, then lets the error show until a minute has passed', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunk({ storage, now: 1_000_000, reload })).toBe(true);
    expect(reloadOnceForChunk({ storage, now: 1_000_500, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(
      reloadOnceForChunk({ storage, now: 1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1, reload }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never loops when storage is unavailable', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadOnceForChunk({ storage: broken, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
