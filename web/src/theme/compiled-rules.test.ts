import createCache, { type StylisPlugin } from '@emotion/cache';
import { css, type CSSObject } from '@emotion/react';
import { describe, expect, it } from 'vitest';

import { COMPILED_RULES_KEY, rememberCompiledRules } from './compiled-rules';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A cache that counts how often stylis compiles, writing into `written`. */
function countingCache(written: string[]) {
  const compiled = { count: 0 };
  const counter: StylisPlugin = (element) => {
    if (element.type === 'rule') compiled.count += 1;
  };
  const cache = createCache({ key: 'css', stylisPlugins: [counter] });
  cache.sheet.insert = (rule: string) => void written.push(rule);
  return { cache, compiled };
}

function insert(cache: ReturnType<typeof createCache>, styles: CSSObject) {
  const serialized = css(styles);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
  return serialized.name;
}

const button: CSSObject = { display: 'flex', '&:hover': { opacity: 0.5 } };
const card: CSSObject = { padding: 8, '@media (min-width: 600px)': { padding: 16 } };
const runNow = (task: () => void) => task();

describe('compiled rules kept between visits', () => {
  it('inserts the rules an earlier visit compiled, without compiling them again', () => {
    const storage = memoryStorage();
    const first: string[] = [];
    const visit = countingCache(first);
    rememberCompiledRules(visit.cache, storage, { schedule: runNow });
    insert(visit.cache, button);
    insert(visit.cache, card);
    expect(visit.compiled.count).toBeGreaterThan(0);
    expect(storage.items.has(COMPILED_RULES_KEY)).toBe(true);

    const again: string[] = [];
    const next = countingCache(again);
    rememberCompiledRules(next.cache, storage, { schedule: runNow });
    const name = insert(next.cache, button);
    insert(next.cache, card);
    expect(next.compiled.count).toBe(0);
    expect(again).toEqual(first);
    expect(next.cache.inserted[name]).toBe(true);
    expect(again.join('')).toContain(':hover{opacity:0.5;}');
  });

  it('compiles as usual when storage holds nothing usable or fails', () => {
    for (const stored of [
      'not json',
      JSON.stringify({ v: 0, rules: [] }),
      '{"v":1,"rules":[[1]]}',
    ]) {
      const written: string[] = [];
      const visit = countingCache(written);
      rememberCompiledRules(visit.cache, memoryStorage({ [COMPILED_RULES_KEY]: stored }));
      insert(visit.cache, button);
      expect(visit.compiled.count).toBeGreaterThan(0);
      expect(written.join('')).toContain('display:flex;');
    }
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const written: string[] = [];
    const visit = countingCache(written);
    rememberCompiledRules(visit.cache, failing, { schedule: runNow });
    insert(visit.cache, card);
    expect(written.join('')).toContain('padding:8px;');
  });

  it('keeps this visit’s rules first and stays under its size limit', () => {
    const storage = memoryStorage();
    const first = countingCache([]);
    rememberCompiledRules(first.cache, storage, { schedule: runNow });
    insert(first.cache, card);
    const second = countingCache([]);
    rememberCompiledRules(second.cache, storage, { schedule: runNow, maxChars: 120 });
    insert(second.cache, button);
    const kept = JSON.parse(storage.items.get(COMPILED_RULES_KEY) ?? '{}') as {
      rules: [string, string[]][];
    };
    expect(kept.rules).toHaveLength(1);
    expect(kept.rules[0]?.[1].join('')).toContain('display:flex;');
  });
});
