// The guides come in both languages from the server ({es, en}); the UI's language picks one.
import { useTranslation } from 'react-i18next';

type Worded = { es: string; en: string };

/** A function giving a bilingual text in the UI's language (Spanish when the English is blank). */
export function useWording(): (text: Worded | null | undefined) => string {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (text) => (text ? (english && text.en) || text.es : '');
}

/** Whether the instructions say the answers refer to the last two months (Guía II and III). */
export const mentionsTwoMonths = (text: Worded | null | undefined) =>
  Boolean(text) && /dos meses|two months/i.test(`${text?.es ?? ''} ${text?.en ?? ''}`);
