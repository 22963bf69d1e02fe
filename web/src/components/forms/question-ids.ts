// The ids that tie a question's parts together: its title names its controls, its description,
// hint and error describe them, and its root is where the error summary's links lead.

/** The ids a question's parts are tied by (labels, descriptions, the focus on an error). */
export type QuestionIds = {
  root: string;
  title: string;
  description: string;
  hint: string;
  error: string;
  control: string;
};

export function questionIds(base: string, questionId: string): QuestionIds {
  const root = `${base}-${questionId}`;
  return {
    root,
    title: `${root}-title`,
    description: `${root}-description`,
    hint: `${root}-hint`,
    error: `${root}-error`,
    control: `${root}-control`,
  };
}

/** The ids that describe a question's control: its description, its hint, its error. */
export function describedBy(
  ids: QuestionIds,
  parts: { description?: unknown; hint?: unknown; error?: unknown },
): string | undefined {
  const list = [
    parts.description ? ids.description : null,
    parts.hint ? ids.hint : null,
    parts.error ? ids.error : null,
  ].filter((id): id is string => id !== null);
  return list.length > 0 ? list.join(' ') : undefined;
}
