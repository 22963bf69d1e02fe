// The evaluations' things in words: a review by its direction and person, the 9-box position
// ("Desempeño alto · Potencial medio") and a rating history row's change.
import type { TFunction } from 'i18next';

import type { PersonRef } from '@/api/types';

import type { Box, Direction } from '../api/types';

/** A review's title: "Tu autoevaluación", "Evaluación de Ana Torres (como líder)"... */
export function reviewTitle(direction: Direction, participant: PersonRef, t: TFunction): string {
  return t(`evaluations.review.titles.${direction}`, { name: participant.full_name });
}

const LEVEL = ['low', 'medium', 'high'] as const;

/** A level 1–3 as its word key part (out of range: clamped); null: not rated. */
const level = (value: number | null) =>
  value === null ? null : (LEVEL[Math.min(3, Math.max(1, Math.round(value))) - 1] ?? 'low');

/** "Desempeño alto · Potencial medio" (a part not rated yet: "Desempeño sin calificar"). */
export function boxWords(box: Box, t: TFunction): string {
  const performance = level(box.performance);
  const potential = level(box.potential);
  return t('evaluations.box.position', {
    performance: t(`evaluations.box.performance.${performance ?? 'none'}`),
    potential: t(`evaluations.box.potential.${potential ?? 'none'}`),
  });
}
