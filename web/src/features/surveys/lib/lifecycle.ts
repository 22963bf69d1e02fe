// The lifecycle's buttons for a survey where it stands (draft → scheduled → open ⇄ paused →
// closed → archived).
import type { AdminSurvey, LifecycleStep } from '../api/admin-surveys';

/** A button of the lifecycle: the call it makes and the glossary key of its texts. */
export type Action =
  | { kind: 'step'; step: LifecycleStep; key: string }
  | { kind: 'remind'; key: 'remind' }
  | { kind: 'delete'; key: 'delete' };

/** Whether a day (yyyy-MM-dd) is after today here. */
export const afterToday = (day: string | null) => {
  if (!day) return false;
  const now = new Date();
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return day > today;
};

/** What can be done with a survey where it stands (draft → scheduled → open ⇄ paused → closed →
 *  archived), each after a confirmation that says what will happen; the server's refusals in
 *  the dialog. */
export function actionsFor(survey: AdminSurvey): Action[] {
  switch (survey.status) {
    case 'draft':
      return [
        {
          kind: 'step',
          step: 'activate',
          key: afterToday(survey.opens_on) ? 'schedule' : 'activate',
        },
        { kind: 'delete', key: 'delete' },
      ];
    case 'scheduled':
      return [{ kind: 'step', step: 'close', key: 'close' }];
    case 'open':
      return [
        { kind: 'remind', key: 'remind' },
        { kind: 'step', step: 'toggle_active', key: 'pause' },
        { kind: 'step', step: 'close', key: 'close' },
      ];
    case 'paused':
      return [
        { kind: 'step', step: 'toggle_active', key: 'resume' },
        { kind: 'step', step: 'close', key: 'close' },
      ];
    case 'closed':
      return [{ kind: 'step', step: 'archive', key: 'archive' }];
    default:
      return [];
  }
}
