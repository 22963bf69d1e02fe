// A template item's due date told from its anchor: "3 días antes del ingreso", "el día del
// ingreso", "7 días después del ingreso" (or "del inicio" for templates anchored on the run's
// start).
import type { TFunction } from 'i18next';

import type { TemplateAnchor } from '../api/admin-tasks';

export function offsetText(t: TFunction, offsetDays: number, anchor: TemplateAnchor): string {
  if (offsetDays === 0) return t(`tasks.offset.${anchor}.same`);
  if (offsetDays < 0) return t(`tasks.offset.${anchor}.before`, { count: -offsetDays });
  return t(`tasks.offset.${anchor}.after`, { count: offsetDays });
}
