import type { Phase } from '../api/types';

/** The phases from which a leader sees their people's packets. */
export const LEADER_SEES: readonly Phase[] = ['calibration', 'sharing', 'closed'];

/** The phases in which a review may still be saved and sent. */
export const WRITABLE_PHASES: readonly Phase[] = ['nomination', 'writing'];
