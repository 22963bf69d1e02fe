// Where a request stands on its chain: for each step, whether it was approved, rejected, waits
// now, was left when the request was cancelled, or was never reached; with the decision (who and
// when, the reason or note) read from the timeline.
import type { RequestDetail, RequestEvent, RequestItem, RequestStep } from '../api/requests';

export type StepState = 'approved' | 'rejected' | 'current' | 'cancelled' | 'upcoming' | 'skipped';

export type ChainStep = {
  index: number;
  step: RequestStep;
  state: StepState;
  /** The approval or rejection of the step (its last one), if any. */
  decision: RequestEvent | null;
  /** Every approval or rejection of the step, oldest first (several on a parallel step). */
  decisions: RequestEvent[];
};

/** Each step of the request's chain with its state. */
export function chainOf(request: Pick<RequestDetail, 'steps' | 'step' | 'status' | 'events'>) {
  return request.steps.map((step, index): ChainStep => {
    const decisions = request.events.filter(
      (event) => (event.kind === 'approved' || event.kind === 'rejected') && event.step === index,
    );
    const decision = decisions.at(-1) ?? null;
    const waiting = index === request.step && request.status === 'pending';
    // A parallel step's approvals so far leave it waiting for the others.
    const state: StepState = waiting
      ? 'current'
      : decision
        ? decision.kind === 'approved'
          ? 'approved'
          : 'rejected'
        : index === request.step && request.status === 'cancelled'
          ? 'cancelled'
          : request.status === 'pending' && index > request.step
            ? 'upcoming'
            : request.status === 'approved'
              ? 'approved'
              : 'skipped';
    return { index, step, state, decision, decisions };
  });
}

/** Whether a pending request shows its step ("Paso 1 de 2"). */
export const showsStep = (request: Pick<RequestItem, 'status' | 'steps'>) =>
  request.status === 'pending' && request.steps.length > 0;
