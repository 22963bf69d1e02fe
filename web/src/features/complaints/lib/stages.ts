// A case's stages, in their order: received, resguardo (protective measures), investigation,
// derived (to the Dirección del Trabajo), report, measures, closed.
import type { ComplaintStage } from '../api/cases';

export const STAGES: readonly ComplaintStage[] = [
  'received',
  'resguardo',
  'investigation',
  'derived',
  'report',
  'measures',
  'closed',
];
