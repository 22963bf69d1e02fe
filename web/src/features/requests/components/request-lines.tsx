import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { RequestItem } from '../api/requests';
import { showsStep } from '../lib/chain';
import { useRequestFormat, useWaitingWords } from '../lib/request-words';

/** Where a pending request is: "Paso 1 de 2 · Espera a Luis Herrera" ("a Personas (admins)"
 *  when any admin decides the step, "a Ana y Beto" for a parallel step). Nothing once
 *  decided. */
export function StepLine({ request }: { request: RequestItem }) {
  const { t } = useTranslation();
  const waitingFor = useWaitingWords();
  if (!showsStep(request)) return null;
  const waiting = waitingFor(request);
  return (
    <Typography variant="body2">
      {t('requests.stepOf', { current: request.step + 1, total: request.steps.length })}
      {` · ${waiting}`}
    </Typography>
  );
}

/** The deadline of a pending request: "Vence el 14/12/2026", or "Venció el …" once past it. */
export function DeadlineLine({ request }: { request: RequestItem }) {
  const { t } = useTranslation();
  const format = useRequestFormat();
  if (request.status !== 'pending' || request.due_at === null) return null;
  return (
    <Typography variant="body2" color={request.overdue ? 'error' : 'text.secondary'}>
      {t(request.overdue ? 'requests.dueWas' : 'requests.due', { when: format.on(request.due_at) })}
    </Typography>
  );
}

/** The deadline of a pending request's current step, when the step has one: "El paso vence el
 *  05/03/2025", or "El paso venció el …" once past it. */
export function StepDeadlineLine({ request }: { request: RequestItem }) {
  const { t } = useTranslation();
  const format = useRequestFormat();
  if (request.status !== 'pending' || request.step_due_at === null) return null;
  return (
    <Typography variant="body2" color={request.step_overdue ? 'error' : 'text.secondary'}>
      {t(request.step_overdue ? 'requests.stepDueWas' : 'requests.stepDue', {
        when: format.on(request.step_due_at),
      })}
    </Typography>
  );
}
