// VAL-★3: the value a recognition's message is likely about, from each value's keywords (the
// organisation's, in Spanish and English), computed here from the values list: no call per
// keystroke. Accents and case do not matter; a keyword matches a whole word, or the start of a
// longer one when it has at least four letters (a stem: "colabor" matches "colaboró").
import type { CorporateValue } from './api/recognition';

/** Lower case without accents ("Colaboró" → "colaboro"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

type Suggestible = Pick<CorporateValue, 'id' | 'keywords' | 'keywords_en'>;

/** How many of the message's words a value's keywords match. */
function score(words: readonly string[], value: Suggestible): number {
  let hits = 0;
  for (const raw of [...value.keywords, ...value.keywords_en]) {
    const keyword = wordsOf(raw);
    if (keyword.length === 0) continue;
    if (keyword.length > 1) {
      // A phrase: its words in a row.
      const phrase = keyword.join(' ');
      if (` ${words.join(' ')} `.includes(` ${phrase} `)) hits += 1;
      continue;
    }
    const [word] = keyword;
    if (!word) continue;
    hits += words.filter((w) => w === word || (word.length >= 4 && w.startsWith(word))).length;
  }
  return hits;
}

/** The value whose keywords the message matches most (the first in the list on a tie); null
 *  when none matches. */
export function suggestValue<T extends Suggestible>(
  message: string,
  values: readonly T[],
): T | null {
  const words = wordsOf(message);
  if (words.length === 0) return null;
  let best: T | null = null;
  let bestScore = 0;
  for (const value of values) {
    const s = score(words, value);
    if (s > bestScore) {
      best = value;
      bestScore = s;
    }
  }
  return best;
}
