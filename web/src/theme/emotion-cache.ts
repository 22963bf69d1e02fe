// The emotion cache MUI's styles go through. Emotion's default runs stylis's prefixer on every
// rule: it writes -webkit-, -moz- and -ms- copies that today's browsers ignore (its copies of
// pseudo-classes such as :-moz-read-only even make Chromium's insertRule throw, once per rule),
// and on the first screens it was about a fifth of the time spent inserting styles. Our browsers
// take every property MUI writes unprefixed except Safari's user-select and, before Safari 18,
// backdrop-filter: only those two get their -webkit- copy.
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

import { localStorageOrNull } from '@/lib/local-storage';

import { rememberCompiledRules, restoreCompiledRules } from './compiled-rules';

const SAFARI_PREFIXED = new Set(['user-select', 'backdrop-filter']);

/** "user-select:none;" → "-webkit-user-select:none;user-select:none;". */
export const safariPrefixes: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  if (typeof element.props === 'string' && SAFARI_PREFIXED.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

const KEY = 'css';

export function createEmotionCache() {
  return createCache({ key: KEY, stylisPlugins: [safariPrefixes] });
}

let appCache: EmotionCache | undefined;

/** The one cache of the app's screens; it keeps the rules it compiles for the next visit (see
 *  compiled-rules.ts). Created by the first render that needs it rather than when its module is
 *  evaluated: putting back the kept rules (one stylesheet to parse) then lengthens a render slice
 *  instead of the task that evaluates MUI's modules, already a long one on a phone. */
export function appEmotionCache(): EmotionCache {
  if (!appCache) {
    const storage = localStorageOrNull();
    // Before the cache is created: it takes the rules an earlier visit kept as inserted.
    const kept = restoreCompiledRules(document, KEY, storage);
    appCache = createEmotionCache();
    rememberCompiledRules(appCache, storage, kept);
  }
  return appCache;
}
