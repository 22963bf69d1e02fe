// A form in the language of the person answering it: every text in English where it has one,
// Spanish elsewhere (SUR-6), as the server serves it (GET /forms/{form_id}).
import { type Choice, type FormDefinition, type FormItem, type LocalText } from './types';

export type FormLanguage = 'es' | 'en';

/** Every text of the form in `language` ('en' or 'es'; anything else is Spanish). */
export function localizeForm(form: FormDefinition, language: string): FormDefinition<string> {
  const text = (t: LocalText) => (language === 'en' && t.en !== undefined ? t.en : t.es);
  const choices = (list: Choice[]) => list.map((c) => ({ id: c.id, label: text(c.label) }));
  const item = (q: FormItem): FormItem<string> => {
    const out: Record<string, unknown> = { ...q };
    if (q.title) out.title = text(q.title);
    if (q.description) out.description = text(q.description);
    if ('options' in q) out.options = choices(q.options);
    if ('rows' in q) out.rows = choices(q.rows);
    if (q.type === 'statement') out.text = text(q.text);
    return out as FormItem<string>;
  };
  return {
    form_id: form.form_id,
    title: text(form.title),
    ...(form.description && { description: text(form.description) }),
    questions: form.questions.map(item),
  };
}
