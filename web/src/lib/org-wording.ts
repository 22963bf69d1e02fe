// What an organisation names in its own words (recognition types and their super and sub types,
// corporate values, badges, levels) may carry an English version (`name_en`, `description_en`).
// People whose interface is in English see it when it is set; everyone else, and everyone when
// it is not, sees the organisation's own wording (Spanish by default).
import { toLanguage } from '@/i18n/languages';

/** Anything named by the organisation. */
export type OrgWorded = { name: string; name_en?: string | null };
/** Anything the organisation describes. */
export type OrgDescribed = { description?: string | null; description_en?: string | null };

function isSet(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

function inEnglish(language: string | null | undefined): boolean {
  return toLanguage(language) === 'en';
}

/** The item's name in the UI language: the English one in English when set, else its own. */
export function orgName(item: OrgWorded, language: string | null | undefined): string {
  return inEnglish(language) && isSet(item.name_en) ? item.name_en : item.name;
}

/** The item's description in the UI language, or null when it has none. */
export function orgDescription(
  item: OrgDescribed,
  language: string | null | undefined,
): string | null {
  if (inEnglish(language) && isSet(item.description_en)) return item.description_en;
  return isSet(item.description) ? item.description : null;
}

/** "🙏 Thanks": the name in the UI language after the item's emoji, if it has one. */
export function orgLabel(
  item: OrgWorded & { emoji?: string | null },
  language: string | null | undefined,
): string {
  const name = orgName(item, language);
  return item.emoji ? `${item.emoji} ${name}` : name;
}
