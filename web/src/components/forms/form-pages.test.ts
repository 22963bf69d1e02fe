import { describe, expect, it } from 'vitest';

import type { FormDefinition, FormItem } from '@/lib/forms/types';

import { PAGED_OVER_QUESTIONS, isPaged, sectionGroups, visiblePages } from './form-pages';

const text = (id: string): FormItem<string> => ({
  id,
  type: 'short_text',
  title: id,
  required: false,
  max_length: 100,
});

function form(items: FormItem<string>[]): FormDefinition<string> {
  return { form_id: 'f', title: 'F', questions: items };
}

const many = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => text(`${prefix}${i + 1}`));

describe('form pages', () => {
  it('group the items by section, with the items before the first section on their own', () => {
    const items = [
      text('a'),
      { id: 's1', type: 'section' } as const,
      text('b'),
      text('c'),
      { id: 's2', type: 'section' } as const,
      text('d'),
    ];
    expect(sectionGroups(form(items))).toEqual([
      { key: '', indexes: [0] },
      { key: 's1', indexes: [1, 2, 3] },
      { key: 's2', indexes: [4, 5] },
    ]);
  });

  it('page only long forms with two sections or more', () => {
    const sections = (count: number) => [
      { id: 's1', type: 'section', title: 'Uno' } as const,
      ...many('a', count - Math.floor(count / 2)),
      { id: 's2', type: 'section', title: 'Dos' } as const,
      ...many('b', Math.floor(count / 2)),
    ];
    expect(isPaged(form(sections(PAGED_OVER_QUESTIONS)))).toBe(false);
    expect(isPaged(form(sections(PAGED_OVER_QUESTIONS + 1)))).toBe(true);
    expect(isPaged(form([{ id: 's1', type: 'section' }, ...many('a', 20)]))).toBe(false);
    expect(isPaged(form(many('a', 20)))).toBe(false);
  });

  it('page short forms too where they have a page break (a section without a title)', () => {
    const titled = { id: 's1', type: 'section', title: 'Parte 2' } as const;
    const untitled = { id: 's1', type: 'section' } as const;
    expect(isPaged(form([text('a'), titled, text('b')]))).toBe(false);
    expect(isPaged(form([text('a'), untitled, text('b')]))).toBe(true);
    // A section without a title at the very top breaks nothing.
    expect(isPaged(form([untitled, text('a'), text('b')]))).toBe(false);
  });

  it('skip a page whose section is hidden or that shows nothing but its heading', () => {
    const items: FormItem<string>[] = [
      { id: 's1', type: 'section' },
      text('a'),
      { id: 's2', type: 'section' },
      text('b'),
      { id: 's3', type: 'section' },
      text('c'),
    ];
    expect(
      visiblePages(form(items), [true, true, false, false, true, false]).map((p) => p.key),
    ).toEqual(['s1']);
    expect(
      visiblePages(form(items), [true, true, true, true, true, true]).map((p) => p.key),
    ).toEqual(['s1', 's2', 's3']);
  });
});
