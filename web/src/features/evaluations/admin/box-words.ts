// The 9-box in words: performance and potential 1–3 (bajo, medio, alto).
import type { TFunction } from 'i18next';

import type { Box, RatedBox } from './types';

export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

const level = (value: number): Level => (value <= 1 ? 1 : value >= 3 ? 3 : 2);

/** "Desempeño alto · Potencial medio". */
export function boxName(t: TFunction, box: Box): string {
  return t('evaluations.admin.box.name', {
    performance: t(`evaluations.admin.box.performance.${level(box.performance)}`),
    potential: t(`evaluations.admin.box.potential.${level(box.potential)}`),
  });
}

/** A box with both parts, or null (not rated). */
export function boxOf(rated: RatedBox | null | undefined): Box | null {
  if (!rated || rated.performance == null || rated.potential == null) return null;
  return { performance: rated.performance, potential: rated.potential };
}

export const sameBox = (a: Box | null, b: Box | null) =>
  a !== null && b !== null && a.performance === b.performance && a.potential === b.potential;

/** Every box, the best first (high performance and potential). */
export const BOXES: Box[] = [...LEVELS]
  .reverse()
  .flatMap((potential) => [...LEVELS].reverse().map((performance) => ({ performance, potential })));
