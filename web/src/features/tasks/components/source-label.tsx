import { useTranslation } from 'react-i18next';

import type { TaskSource, TaskSourceKind } from '../api/tasks';

/** A source kind's name in the glossary. The keys are not the kinds themselves: a section keyed
 *  by kinds would name the programs ledger kind and the health_safety flag (check:modules). */
const SOURCE_KIND_KEYS = {
  manual: 'tasks.source.kind.manual',
  template: 'tasks.source.kind.template',
  survey_action: 'tasks.source.kind.surveyAction',
  evaluation: 'tasks.source.kind.evaluation',
  program: 'tasks.source.kind.program',
  complaint: 'tasks.source.kind.complaint',
  health_safety: 'tasks.source.kind.healthSafety',
  psychosocial: 'tasks.source.kind.psychosocial',
} as const satisfies Record<TaskSourceKind, string>;

export const sourceKindKey = (kind: TaskSourceKind) => SOURCE_KIND_KEYS[kind];

/** Where a task came from: "Manual", "Plantilla «Bienvenida…»", "Plan de acción de encuesta". */
export function useSourceText() {
  const { t } = useTranslation();
  return (source: TaskSource, long = false) => {
    if (source.kind === 'template' && source.label)
      return long
        ? t('tasks.source.fromTemplate', { name: source.label })
        : t('tasks.source.templateNamed', { name: source.label });
    const kind = t(sourceKindKey(source.kind));
    return source.label ? `${kind} · ${source.label}` : kind;
  };
}
