// Emotion compiles each new style with stylis (parse, then serialise to rules) before the browser
// parses the rules again in insertRule; on a cold start that compiling is most of the commits'
// time. The rules a style compiles to depend only on its text (emotion names a style by a hash
// of it), so they are kept between visits: a returning person's screens insert the rules they
// compiled last time and skip stylis. Bump RULES_VERSION when the cache's stylis plugins change.
import type { EmotionCache } from '@emotion/cache';

import { whenIdle } from '@/lib/scheduling';

export const COMPILED_RULES_KEY = 'aplauso.styles';
const RULES_VERSION = 1;
/** About 0.8 MB of localStorage at most (two bytes a character); the latest used go first. */
const MAX_CHARS = 400_000;

type RulesStorage = Pick<Storage, 'getItem' | 'setItem'>;
type RememberOptions = {
  /** Runs the write (default: when the browser is idle). */
  schedule?: (task: () => void) => void;
  /** The most characters kept. */
  maxChars?: number;
};
type Sheet = Parameters<EmotionCache['insert']>[2];

function readRules(storage: RulesStorage | null): Map<string, readonly string[]> {
  try {
    const raw = storage?.getItem(COMPILED_RULES_KEY);
    if (!raw) return new Map();
    const stored = JSON.parse(raw) as { v?: unknown; rules?: unknown };
    if (stored.v !== RULES_VERSION || !Array.isArray(stored.rules)) return new Map();
    const entries = (stored.rules as unknown[]).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        Array.isArray(entry[1]) &&
        entry[1].every((rule) => typeof rule === 'string'),
    );
    return new Map(entries);
  } catch {
    return new Map();
  }
}

/**
 * Makes `cache` insert the rules kept from earlier visits instead of compiling them, and keep
 * what it compiles (written when the browser is idle). Storage that fails or holds something
 * else only means compiling, as without this.
 */
export function rememberCompiledRules(
  cache: EmotionCache,
  storage: RulesStorage | null,
  { schedule = whenIdle, maxChars = MAX_CHARS }: RememberOptions = {},
): void {
  const kept = readRules(storage);
  const used = new Map<string, readonly string[]>();
  const compile = cache.insert.bind(cache);
  let saving = false;

  const save = () => {
    saving = false;
    const rules: [string, readonly string[]][] = [];
    let chars = 0;
    // This visit's first, then earlier ones, up to the limit.
    const ordered = [...used, ...[...kept].filter(([key]) => !used.has(key))];
    for (const [key, value] of ordered) {
      chars += key.length + value.reduce((sum, rule) => sum + rule.length, 0);
      if (chars > maxChars) break;
      rules.push([key, value]);
    }
    try {
      storage?.setItem(COMPILED_RULES_KEY, JSON.stringify({ v: RULES_VERSION, rules }));
    } catch {
      // Full or denied: the next visit compiles again.
    }
  };

  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const key = `${selector}|${serialized.name}`;
    const known = used.get(key) ?? kept.get(key);
    if (known) {
      for (const rule of known) sheet.insert(rule);
      if (shouldCache) cache.inserted[serialized.name] = true;
      used.set(key, known);
      return undefined;
    }
    const rules: string[] = [];
    const recorder = Object.create(sheet) as Sheet;
    recorder.insert = (rule: string) => {
      rules.push(rule);
      sheet.insert(rule);
    };
    const result = compile(selector, serialized, recorder, shouldCache);
    used.set(key, rules);
    if (!saving && storage) {
      saving = true;
      schedule(save);
    }
    return result;
  };
}
