import { css, type CSSObject } from '@emotion/react';
import { describe, expect, it } from 'vitest';

import { createEmotionCache } from './emotion-cache';

/** The CSS text the cache writes for one style object. */
function cssFor(styles: CSSObject): string {
  const cache = createEmotionCache();
  const written: string[] = [];
  cache.sheet.insert = (rule: string) => {
    written.push(rule);
  };
  const serialized = css(styles);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
  return written.join('\n');
}

describe('emotion cache', () => {
  it('writes properties unprefixed, with no copies browsers ignore', () => {
    const css = cssFor({
      display: 'flex',
      transition: 'opacity 1s',
      '&:read-only': { opacity: 0.5 },
    });
    expect(css).toContain('display:flex;');
    expect(css).toContain('transition:opacity 1s;');
    expect(css).toContain(':read-only{opacity:0.5;}');
    expect(css).not.toMatch(/-(webkit|moz|ms)-/);
  });

  it("keeps Safari's -webkit- copy of user-select and backdrop-filter", () => {
    const css = cssFor({ userSelect: 'none', backdropFilter: 'blur(4px)' });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
  });
});
