import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { css, type CSSObject, keyframes } from '@emotion/react';
import { afterEach, describe, expect, it } from 'vitest';

import { COMPILED_RULES_KEY, rememberCompiledRules, restoreCompiledRules } from './compiled-rules';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}
type Storage = ReturnType<typeof memoryStorage>;

const runNow = (task: () => void) => task();

/** One visit: the kept rules restored, then a cache that counts how often stylis compiles and
 *  writes its inserted rules into `written` instead of the page. */
function visit(storage: Storage | null, maxChars?: number) {
  const kept = restoreCompiledRules(document, 'css', storage);
  const compiled = { count: 0 };
  const counter: StylisPlugin = (element) => {
    if (element.type === 'rule' || element.type === '@keyframes') compiled.count += 1;
  };
  const cache = createCache({ key: 'css', stylisPlugins: [counter] });
  const written: string[] = [];
  cache.sheet.insert = (rule: string) => void written.push(rule);
  rememberCompiledRules(cache, storage, kept, { schedule: runNow, maxChars });
  return { cache, compiled, written };
}

/** What emotion does when a component renders a style: the style, then its keyframes, unless
 *  the cache already knows it as inserted. */
function render(cache: EmotionCache, styles: CSSObject) {
  const serialized = css(styles);
  if (cache.inserted[serialized.name] === undefined) {
    let current: typeof serialized | undefined = serialized;
    while (current) {
      const selector = current === serialized ? `.${cache.key}-${serialized.name}` : '';
      cache.insert(selector, current, cache.sheet, true);
      current = current.next;
    }
  }
  return serialized.name;
}

const keptTag = () => document.head.querySelector<HTMLStyleElement>('style[data-emotion^="css "]');
const stored = (storage: Storage) =>
  JSON.parse(storage.items.get(COMPILED_RULES_KEY) ?? '{}') as {
    styles: [string[], string[]][];
  };

const button: CSSObject = { display: 'flex', '&:hover': { opacity: 0.5 } };
const card: CSSObject = { padding: 8, '@media (min-width: 600px)': { padding: 16 } };
const list: CSSObject = { margin: 0, listStyle: 'none' };
const pulse = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const pulsing: CSSObject = { animation: `${pulse} 1s` };

afterEach(() => {
  for (const node of document.head.querySelectorAll('style')) node.remove();
  document.body.replaceChildren();
});

describe('compiled rules kept between visits', () => {
  it('starts a returning visit with the rules an earlier one compiled, in one stylesheet emotion takes as inserted', () => {
    const storage = memoryStorage();
    const first = visit(storage);
    const names = [render(first.cache, button), render(first.cache, card)];
    expect(first.compiled.count).toBeGreaterThan(0);
    expect(keptTag()).toBeNull();

    const next = visit(storage);
    expect(keptTag()?.getAttribute('data-emotion')).toBe(`css ${names.join(' ')}`);
    expect(keptTag()?.textContent).toBe(first.written.join(''));
    expect(keptTag()?.textContent).toContain(':hover{opacity:0.5;}');
    for (const name of names) expect(next.cache.inserted[name]).toBe(true);
    render(next.cache, button);
    render(next.cache, card);
    expect(next.compiled.count).toBe(0);
    expect(next.written).toEqual([]);
  });

  it('keeps a style’s keyframes with it', () => {
    const storage = memoryStorage();
    const first = visit(storage);
    const name = render(first.cache, pulsing);
    expect(first.written.join('')).toContain(`@keyframes ${pulse.name}`);
    expect(stored(storage).styles).toEqual([[[name, pulse.name], first.written]]);

    const next = visit(storage);
    expect(next.cache.inserted[pulse.name]).toBe(true);
    expect(keptTag()?.textContent).toContain(`@keyframes ${pulse.name}`);
    render(next.cache, pulsing);
    expect(next.compiled.count).toBe(0);
  });

  it('replays global styles from their kept rules', () => {
    const storage = memoryStorage();
    const globalStyles = css({ body: { margin: 0 } });
    const first = visit(storage);
    first.cache.insert('', globalStyles, first.cache.sheet, false);
    expect(first.written.join('')).toContain('body{margin:0;}');

    const next = visit(storage);
    next.cache.insert('', globalStyles, next.cache.sheet, false);
    expect(next.compiled.count).toBe(0);
    expect(next.written).toEqual(first.written);
  });

  it('compiles as usual when storage holds nothing usable or fails', () => {
    for (const value of [
      'not json',
      JSON.stringify({ v: 1, rules: [['.css-x|x', ['.css-x{color:red;}']]] }),
      JSON.stringify({ v: 2, styles: [[[], ['.css-x{color:red;}']], [1]], globals: [] }),
    ]) {
      const storage = memoryStorage({ [COMPILED_RULES_KEY]: value });
      const current = visit(storage);
      expect(keptTag()).toBeNull();
      render(current.cache, button);
      expect(current.compiled.count).toBeGreaterThan(0);
      expect(current.written.join('')).toContain('display:flex;');
    }
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      items: new Map<string, string>(),
    };
    const current = visit(failing);
    render(current.cache, card);
    expect(current.written.join('')).toContain('padding:8px;');
  });

  it('keeps what this visit compiled or shows first and stays under its size limit', () => {
    const storage = memoryStorage();
    const first = visit(storage);
    const [buttonName, cardName] = [render(first.cache, button), render(first.cache, card)];
    const size = ([names, rules]: [string[], string[]]) =>
      names.join(' ').length + rules.join('').length;
    const [buttonSize, cardSize] = stored(storage).styles.map(size) as [number, number];

    // The next visit shows the card (kept) and compiles the list: room for two of the three.
    const next = visit(storage, 1000);
    document.body.innerHTML = `<div class="x css-${cardName}"></div>`;
    const listName = render(next.cache, list);
    const listSize = size(stored(storage).styles[0] as [string[], string[]]);
    expect(stored(storage).styles.map(([names]) => names[0])).toEqual([
      listName,
      cardName,
      buttonName,
    ]);

    const limited = visit(storage, listSize + cardSize + buttonSize - 1);
    document.body.innerHTML = `<div class="css-${cardName}"></div>`;
    render(limited.cache, { gap: 4 });
    const kept = stored(storage).styles.map(([names]) => names[0]);
    expect(kept).toHaveLength(3);
    expect(kept.slice(1)).toEqual([cardName, listName]);
  });
});
