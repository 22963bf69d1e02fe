// The cycle's phases in their order and what an admin may do in each (the design's state
// machine: draft → nomination (with peers) → writing → calibration → sharing → closed).
import type { Cycle, Phase } from './types';

/** The phase after `phase` for this cycle (nomination only when peers are a direction); null
 *  when closed. */
export function nextPhase(cycle: Pick<Cycle, 'phase' | 'directions'>): Phase | null {
  switch (cycle.phase) {
    case 'draft':
      return cycle.directions.includes('peer') ? 'nomination' : 'writing';
    case 'nomination':
      return 'writing';
    case 'writing':
      return 'calibration';
    case 'calibration':
      return 'sharing';
    case 'sharing':
      return 'closed';
    case 'closed':
      return null;
  }
}

/** Participants may be added until sharing starts. */
export const canAddParticipants = (phase: Phase) =>
  phase === 'draft' || phase === 'nomination' || phase === 'writing' || phase === 'calibration';

/** Reminders go to open work: nominations, reviews and calibration (not before launch, and not
 *  once sharing starts). */
export const canRemind = (phase: Phase) =>
  phase === 'nomination' || phase === 'writing' || phase === 'calibration';

/** Reviews may be reopened and leaders changed until sharing starts. */
export const canChangeReviews = (phase: Phase) =>
  phase === 'nomination' || phase === 'writing' || phase === 'calibration';

/** Calibration is read from its phase on. */
export const calibrationOpen = (phase: Phase) =>
  phase === 'calibration' || phase === 'sharing' || phase === 'closed';
