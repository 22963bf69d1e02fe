import { useTranslation } from 'react-i18next';

import type { TaskSource } from '../api/tasks';

/** Where a task came from: "Manual", "Plantilla «Bienvenida…»", "Plan de acción de encuesta". */
export function useSourceText() {
  const { t } = useTranslation();
  return (source: TaskSource, long = false) => {
    if (source.kind === 'template' && source.label)
      return long
        ? t('tasks.source.fromTemplate', { name: source.label })
        : t('tasks.source.templateNamed', { name: source.label });
    const kind = t(`tasks.source.kind.${source.kind}`);
    return source.label ? `${kind} · ${source.label}` : kind;
  };
}
