// A page in the editor: its fields as typed (titles and texts per language, the audience, the
// place in the menu, the blocks with an editor key each and the images chosen but not yet
// uploaded), the checks the server makes again (field → glossary key) and what a save sends.
import type { PersonRef } from '@/api/types';
import type { GlossaryKey } from '@/lib/modules/manifest';

import {
  PAGE_LIMITS,
  type PageAdmin,
  type PageBlockAdmin,
  type PageBlockInput,
  type PageBlockType,
  type PageSave,
} from '../api/admin-pages';
import type { PageIconName } from '../api/pages';

export type DraftBlock = {
  /** The editor's own id of the block (React keys, moves, the image waiting for upload). */
  key: string;
  type: PageBlockType;
  /** text: as the server sanitised it when loaded, then as the editor wrote it. */
  html: string;
  html_en: string;
  image_key: string;
  /** The saved image's signed address (to show it), or null. */
  image_url: string | null;
  /** A picture chosen to replace it, uploaded when the page is saved or previewed. */
  image: File | null;
  alt: string;
  alt_en: string;
  label: string;
  label_en: string;
  url: string;
  form_id: string;
  file_id: number | null;
  file_name: string | null;
  /** False when readers do not see it now (its form archived, its file gone). */
  available: boolean;
};

export type PageDraft = {
  title: string;
  title_en: string;
  slug: string;
  everyone: boolean;
  departments: number[];
  groups: number[];
  people: PersonRef[];
  in_menu: boolean;
  /** Typed as text, checked as a whole number. */
  menu_order: string;
  icon: PageIconName | '';
  blocks: DraftBlock[];
};

let lastKey = 0;
const newKey = () => `block-${(lastKey += 1)}`;

export const BLOCK_TYPES: readonly PageBlockType[] = ['text', 'image', 'button', 'form', 'file'];

export function blankBlock(type: PageBlockType): DraftBlock {
  return {
    key: newKey(),
    type,
    html: '',
    html_en: '',
    image_key: '',
    image_url: null,
    image: null,
    alt: '',
    alt_en: '',
    label: '',
    label_en: '',
    url: '',
    form_id: '',
    file_id: null,
    file_name: null,
    available: true,
  };
}

function draftBlock(block: PageBlockAdmin): DraftBlock {
  return {
    ...blankBlock(block.type),
    html: block.html ?? '',
    html_en: block.html_en ?? '',
    image_key: block.image_key ?? '',
    image_url: block.image_url ?? null,
    alt: block.alt ?? '',
    alt_en: block.alt_en ?? '',
    label: block.label ?? '',
    label_en: block.label_en ?? '',
    url: block.url ?? '',
    form_id: block.form_id ?? '',
    file_id: block.file_id ?? null,
    file_name: block.file?.name ?? null,
    available: block.available,
  };
}

/** The editor's fields of a new page (for everyone, out of the menu) or of the one edited. */
export function draftFrom(page: PageAdmin | null): PageDraft {
  return {
    title: page?.title ?? '',
    title_en: page?.title_en ?? '',
    slug: page?.slug ?? '',
    everyone: page?.audience.everyone ?? true,
    departments: page?.audience.departments ?? [],
    groups: page?.audience.groups ?? [],
    people: page?.audience_people ?? [],
    in_menu: page?.in_menu ?? true,
    menu_order: String(page?.menu_order ?? 0),
    icon: page?.icon ?? '',
    blocks: page ? page.blocks.map(draftBlock) : [blankBlock('text')],
  };
}

/** `blocks` with the one at `from` moved to `to`. */
export function moveBlock<T>(blocks: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= blocks.length || from === to) return [...blocks];
  const next = [...blocks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

function blockInput(block: DraftBlock): PageBlockInput & { key: string } {
  const base = { key: block.key, type: block.type };
  switch (block.type) {
    case 'text':
      return { ...base, html: block.html, html_en: block.html_en.trim() ? block.html_en : null };
    case 'image':
      return {
        ...base,
        image_key: block.image_key,
        alt: block.alt.trim(),
        alt_en: orNull(block.alt_en),
      };
    case 'button':
      return {
        ...base,
        label: block.label.trim(),
        label_en: orNull(block.label_en),
        url: block.url.trim(),
      };
    case 'form':
      return { ...base, form_id: block.form_id };
    case 'file':
      return { ...base, file_id: block.file_id ?? 0 };
  }
}

/** What a save (or a preview) sends: the page, its blocks and the pictures to upload first. */
export function toSave(draft: PageDraft): PageSave {
  const menuOrder = Number(draft.menu_order.trim() || '0');
  return {
    input: {
      title: draft.title.trim(),
      title_en: orNull(draft.title_en),
      slug: orNull(draft.slug),
      audience: draft.everyone
        ? { everyone: true, departments: [], groups: [], people: [] }
        : {
            everyone: false,
            departments: draft.departments,
            groups: draft.groups,
            people: draft.people.map((person) => person.id),
          },
      in_menu: draft.in_menu,
      menu_order: Number.isInteger(menuOrder) ? menuOrder : -1,
      icon: draft.icon === '' ? null : draft.icon,
    },
    blocks: draft.blocks.map(blockInput),
    images: draft.blocks.flatMap((block) =>
      block.type === 'image' && block.image ? [{ blockKey: block.key, file: block.image }] : [],
    ),
  };
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What is wrong with a link's address (a glossary key), or null: https://…, a screen of the
 *  app ("/…", not "//…") or, where allowed, mailto:…; no spaces. */
export function linkProblem(url: string, options: { mailto?: boolean } = {}): GlossaryKey | null {
  const value = url.trim();
  if (!value) return 'customPages.editor.errors.urlRequired';
  const safe =
    !/[\s\\]/.test(value) &&
    (/^https:\/\/[^/]/i.test(value) ||
      (value.startsWith('/') && !value.startsWith('//')) ||
      (options.mailto === true && /^mailto:./i.test(value)));
  if (!safe)
    return options.mailto
      ? 'customPages.editor.errors.linkUnsafe'
      : 'customPages.editor.errors.urlUnsafe';
  if (value.length > PAGE_LIMITS.urlMax) return 'customPages.editor.errors.urlTooLong';
  return null;
}

/** Visible text of the editor's HTML (tags dropped), for the "empty text" check. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** The checks the server makes again, as field → glossary key (fields named as the server names
 *  them: title, slug, blocks.<n>.<field>…). */
export function checkDraft(draft: PageDraft): Record<string, GlossaryKey> {
  const errors: Record<string, GlossaryKey> = {};
  if (!draft.title.trim()) errors.title = 'customPages.editor.errors.titleRequired';
  else if (draft.title.trim().length > PAGE_LIMITS.titleMax)
    errors.title = 'customPages.editor.errors.titleTooLong';
  if (draft.title_en.trim().length > PAGE_LIMITS.titleMax)
    errors.title_en = 'customPages.editor.errors.titleTooLong';
  const slug = draft.slug.trim();
  if (
    slug &&
    (!SLUG.test(slug) ||
      slug.length < 3 ||
      slug.length > PAGE_LIMITS.slugMax ||
      !/[a-z]/.test(slug))
  )
    errors.slug = 'customPages.editor.errors.slug';
  if (!draft.everyone && draft.departments.length + draft.groups.length + draft.people.length === 0)
    errors.audience = 'customPages.editor.errors.audience';
  const order = Number(draft.menu_order.trim() || '0');
  if (!Number.isInteger(order) || order < 0 || order > PAGE_LIMITS.menuOrderMax)
    errors.menu_order = 'customPages.editor.errors.menuOrder';
  if (draft.blocks.length > PAGE_LIMITS.blocksMax)
    errors.blocks = 'customPages.editor.errors.tooManyBlocks';
  draft.blocks.forEach((block, n) => {
    const at = `blocks.${n}.`;
    if (block.type === 'text' && !visibleText(block.html))
      errors[`${at}html`] = 'customPages.editor.errors.textRequired';
    if (block.type === 'image') {
      if (!block.image_key && !block.image)
        errors[`${at}image_key`] = 'customPages.editor.errors.imageRequired';
      if (!block.alt.trim()) errors[`${at}alt`] = 'customPages.editor.errors.altRequired';
    }
    if (block.type === 'button') {
      if (!block.label.trim()) errors[`${at}label`] = 'customPages.editor.errors.labelRequired';
      const problem = linkProblem(block.url);
      if (problem) errors[`${at}url`] = problem;
    }
    if (block.type === 'form' && !block.form_id)
      errors[`${at}form_id`] = 'customPages.editor.errors.formRequired';
    if (block.type === 'file' && !block.file_id)
      errors[`${at}file_id`] = 'customPages.editor.errors.fileRequired';
  });
  return errors;
}
