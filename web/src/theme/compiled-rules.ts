// Emotion compiles each new style with stylis (parse, then serialise to rules) and inserts its
// rules one by one (insertRule) in the commit that first renders it; on a cold start that is
// most of the commits' time. The rules a style compiles to depend only on its text (emotion names
// a style by a hash of it), so they are kept between visits. A returning person's start puts
// them back in one stylesheet before the cache is created, as emotion's own server-rendered
// `<style data-emotion="css name …">` tag: emotion then knows those styles as inserted, and the
// commits neither compile nor insert them. Bump RULES_VERSION when the cache's stylis plugins
// change.
import type { EmotionCache } from '@emotion/cache';

import { readStoredJson, writeStoredJson } from '@/lib/local-storage';
import { whenIdle } from '@/lib/scheduling';

export const COMPILED_RULES_KEY = 'aplauso.styles';
const RULES_VERSION = 2;
/** About 0.8 MB of localStorage at most (two bytes a character); the latest used go first. */
const MAX_CHARS = 400_000;

/** A style's name, the names of the keyframes it inserted with it, and all their rules. */
type StyleGroup = [names: readonly string[], rules: readonly string[]];
/** Global styles (emotion's `<Global>`) insert into a sheet of their own on every change, so
 *  they are replayed from their kept rules instead: `|name` → rules. */
type GlobalRules = [key: string, rules: readonly string[]];

export type KeptRules = {
  styles: readonly StyleGroup[];
  globals: ReadonlyMap<string, readonly string[]>;
};

type RulesStorage = Pick<Storage, 'getItem' | 'setItem'>;
type RememberOptions = {
  /** Runs the write (default: when the browser is idle). */
  schedule?: (task: () => void) => void;
  /** The most characters kept. */
  maxChars?: number;
};
type Sheet = Parameters<EmotionCache['insert']>[2];

const NOTHING_KEPT: KeptRules = { styles: [], globals: new Map() };

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isPair = (entry: unknown): entry is [unknown, unknown] =>
  Array.isArray(entry) && entry.length === 2;

function readKept(storage: RulesStorage | null): KeptRules {
  const stored = readStoredJson(COMPILED_RULES_KEY, storage) as
    { v?: unknown; styles?: unknown; globals?: unknown } | null | undefined;
  if (
    stored?.v !== RULES_VERSION ||
    !Array.isArray(stored.styles) ||
    !Array.isArray(stored.globals)
  ) {
    return NOTHING_KEPT;
  }
  const styles = (stored.styles as unknown[]).filter(
    (entry): entry is StyleGroup =>
      isPair(entry) && isStrings(entry[0]) && entry[0].length > 0 && isStrings(entry[1]),
  );
  const globals = (stored.globals as unknown[]).filter(
    (entry): entry is GlobalRules =>
      isPair(entry) && typeof entry[0] === 'string' && isStrings(entry[1]),
  );
  return { styles, globals: new Map(globals) };
}

/**
 * Puts the rules kept from earlier visits into `doc` as one stylesheet that the emotion cache of
 * `key` created afterwards takes as its own (server-rendered) styles. Call it before creating the
 * cache; pass what it returns to `rememberCompiledRules`. Storage that fails or holds something
 * else puts nothing in: the screens compile as without it.
 */
export function restoreCompiledRules(
  doc: Document,
  key: string,
  storage: RulesStorage | null,
): KeptRules {
  const kept = readKept(storage);
  if (kept.styles.length === 0) return kept;
  const tag = doc.createElement('style');
  tag.setAttribute('data-emotion', [key, ...kept.styles.flatMap(([names]) => names)].join(' '));
  tag.textContent = kept.styles.map(([, rules]) => rules.join('')).join('');
  doc.head.appendChild(tag);
  return kept;
}

/** The style names `doc` shows now, from its elements' `{key}-{name}` classes. */
function namesShown(doc: Document, key: string): Set<string> {
  const prefix = `${key}-`;
  const names = new Set<string>();
  for (const element of doc.querySelectorAll(`[class*="${prefix}"]`)) {
    for (const name of element.classList) {
      if (name.startsWith(prefix)) names.add(name.slice(prefix.length));
    }
  }
  return names;
}

const size = (key: string, rules: readonly string[]) =>
  rules.reduce((sum, rule) => sum + rule.length, key.length);

/**
 * Makes `cache` keep what it compiles for the next visit (written when the browser is idle), and
 * replay its global styles from `kept` instead of compiling them.
 */
export function rememberCompiledRules(
  cache: EmotionCache,
  storage: RulesStorage | null,
  kept: KeptRules,
  { schedule = whenIdle, maxChars = MAX_CHARS }: RememberOptions = {},
): void {
  const compiled: [string[], string[]][] = [];
  const usedGlobals = new Map<string, readonly string[]>();
  const compile = cache.insert.bind(cache);
  let saving = false;
  const save = () => {
    saving = false;
    const shown = namesShown(document, cache.key);
    const keptShown = kept.styles.filter(([names]) => shown.has(names[0] ?? ''));
    const keptOthers = kept.styles.filter(([names]) => !shown.has(names[0] ?? ''));
    const styles: StyleGroup[] = [];
    const globals: GlobalRules[] = [];
    let chars = 0;
    const fits = (key: string, rules: readonly string[]) => {
      chars += size(key, rules);
      return chars <= maxChars;
    };
    // What this visit used first (its global styles, the styles it compiled or shows), then
    // what earlier visits kept, up to the limit.
    for (const [key, rules] of usedGlobals) if (fits(key, rules)) globals.push([key, rules]);
    for (const group of [...compiled, ...keptShown, ...keptOthers]) {
      if (!fits(group[0].join(' '), group[1])) break;
      styles.push(group);
    }
    for (const [key, rules] of kept.globals) {
      if (!usedGlobals.has(key) && fits(key, rules)) globals.push([key, rules]);
    }
    writeStoredJson(COMPILED_RULES_KEY, { v: RULES_VERSION, styles, globals }, storage);
  };

  const scheduleSave = () => {
    if (saving || !storage) return;
    saving = true;
    schedule(save);
  };

  const record = (selector: string, serialized: Parameters<EmotionCache['insert']>[1]) => {
    // A style's keyframes are inserted right after it, with an empty selector.
    if (selector === '' && compiled.length > 0) {
      const last = compiled[compiled.length - 1] as [string[], string[]];
      last[0].push(serialized.name);
      return last[1];
    }
    const group: [string[], string[]] = [[serialized.name], []];
    compiled.push(group);
    return group[1];
  };

  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache) {
      const result = compile(
        selector,
        serialized,
        recording(sheet, record(selector, serialized)),
        true,
      );
      scheduleSave();
      return result;
    }
    const key = `${selector}|${serialized.name}`;
    const known = usedGlobals.get(key) ?? kept.globals.get(key);
    if (known) {
      for (const rule of known) sheet.insert(rule);
      usedGlobals.set(key, known);
      return undefined;
    }
    const rules: string[] = [];
    const result = compile(selector, serialized, recording(sheet, rules), shouldCache);
    usedGlobals.set(key, rules);
    scheduleSave();
    return result;
  };
}

/** `sheet`, also writing each rule inserted into `rules`. */
function recording(sheet: Sheet, rules: string[]): Sheet {
  const recorder = Object.create(sheet) as Sheet;
  recorder.insert = (rule: string) => {
    rules.push(rule);
    sheet.insert(rule);
  };
  return recorder;
}
