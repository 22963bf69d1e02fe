// The evaluations' screens: `/performance_evaluation` (spec §2, config/paths.ts) with its tabs in
// the query, one review to write below it (`/performance_evaluation/reviews/:reviewId`) and one
// participant's packet (`/performance_evaluation/participants/:participantId`). Every module's
// addresses and query names are written once across the app (app/modules.test.ts).
import { paths } from '@/config/paths';

export const evaluationsPaths = {
  reviews: `${paths.performanceEvaluation}/reviews`,
  participants: `${paths.performanceEvaluation}/participants`,
} as const;

export const evaluationsParams = {
  /** The tab of `/performance_evaluation`: todo (default), mine or team. */
  list: 'list',
} as const;

/** One review's address (the form to write). */
export const reviewPath = (reviewId: number) => `${evaluationsPaths.reviews}/${reviewId}`;

/** One participant's packet. */
export const packetPath = (participantId: number) =>
  `${evaluationsPaths.participants}/${participantId}`;
