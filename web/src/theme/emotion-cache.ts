// The emotion cache MUI's styles go through. Emotion's default runs stylis's prefixer on every
// rule: it writes -webkit-, -moz- and -ms- copies that today's browsers ignore (its copies of
// pseudo-classes such as :-moz-read-only even make Chromium's insertRule throw, once per rule),
// and on the first screens it was about a fifth of the time spent inserting styles. Our browsers
// take every property MUI writes unprefixed except Safari's user-select and, before Safari 18,
// backdrop-filter: only those two get their -webkit- copy.
import createCache, { type StylisPlugin } from '@emotion/cache';

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

const storage = localStorageOrNull();
// Before the cache is created: it takes the rules an earlier visit kept as already inserted.
const kept = restoreCompiledRules(document, KEY, storage);

/** The one cache of the app (error screens drawn outside the app's tree share it); it keeps the
 *  rules it compiles for the next visit (see compiled-rules.ts). */
export const emotionCache = createEmotionCache();
rememberCompiledRules(emotionCache, storage, kept);
