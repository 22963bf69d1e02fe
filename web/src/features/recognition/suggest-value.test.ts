import { describe, expect, it } from 'vitest';

import { foldText, suggestValue } from './suggest-value';

const collab = { id: 1, keywords: ['colabor', 'equipo'], keywords_en: ['team'] };
const innov = { id: 2, keywords: ['idea', 'innovación'], keywords_en: [] };

describe('value suggestion (VAL-★3)', () => {
  it('ignores accents and case', () => {
    expect(foldText('Colaboró INNOVACIÓN')).toBe('colaboro innovacion');
    expect(suggestValue('Gran INNOVACION en el proceso', [collab, innov])?.id).toBe(2);
  });

  it('matches whole words and stems of four letters or more', () => {
    expect(suggestValue('Colaboró con todo el equipo', [collab, innov])?.id).toBe(1);
    expect(suggestValue('Great team work', [collab, innov])?.id).toBe(1);
    expect(suggestValue('Una ideota', [collab, innov])).toBeNull();
  });

  it('proposes nothing without a match', () => {
    expect(suggestValue('Gracias por todo', [collab, innov])).toBeNull();
    expect(suggestValue('', [collab, innov])).toBeNull();
  });

  it('prefers the value with more matches', () => {
    expect(suggestValue('Una idea del equipo, otra idea más', [collab, innov])?.id).toBe(2);
  });
});
