import { describe, expect, it } from 'vitest';

import { DRAFT_MAX_AGE_MS, forgetDraft, readDraft, writeDraft } from './drafts';

describe('form drafts', () => {
  it('are kept per person, form and version', () => {
    writeDraft(7, 'clima', 2, { q1: 'Hola' }, 1000);
    expect(readDraft(7, 'clima', 2, 2000)).toEqual({ q1: 'Hola' });
    expect(readDraft(8, 'clima', 2, 2000)).toBeUndefined();
    expect(readDraft(7, 'clima', 1, 2000)).toBeUndefined();
    expect(readDraft(7, 'otro', 2, 2000)).toBeUndefined();
  });

  it("replace the form's other versions, and are forgotten once sent", () => {
    writeDraft(7, 'clima', 1, { q1: 'v1' });
    writeDraft(7, 'otro', 1, { q1: 'otro' });
    writeDraft(7, 'clima', 2, { q1: 'v2' });
    expect(readDraft(7, 'clima', 1)).toBeUndefined();
    expect(readDraft(7, 'clima', 2)).toEqual({ q1: 'v2' });
    forgetDraft(7, 'clima');
    expect(readDraft(7, 'clima', 2)).toBeUndefined();
    expect(readDraft(7, 'otro', 1)).toEqual({ q1: 'otro' });
  });

  it('are not offered once old, unreadable or emptied', () => {
    writeDraft(7, 'clima', 1, { q1: 'Hola' }, 0);
    expect(readDraft(7, 'clima', 1, DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    window.localStorage.setItem('aplauso.formDraft.7.clima.1', '{"answers":');
    expect(readDraft(7, 'clima', 1)).toBeUndefined();
    writeDraft(7, 'clima', 1, { q1: 'Hola' });
    writeDraft(7, 'clima', 1, {});
    expect(window.localStorage.length).toBe(0);
  });
});
