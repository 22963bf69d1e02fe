// The five risk levels of NOM-035 (nulo o despreciable, bajo, medio, alto, muy alto), lowest
// first, with their colours: the theme's palette nearest the norm's customary ones (azul, verde,
// amarillo, naranja, rojo), each with the text colour that passes WCAG AA on it (black on the two
// oranges: white on MUI's warning.dark is 3.8:1). A level is never told by its colour alone: its
// word is always written on it.
import type { PsyLevel } from '../api/psychosocial';

export const LEVELS: readonly PsyLevel[] = ['nulo', 'bajo', 'medio', 'alto', 'muy_alto'];

export const LEVEL_COLOURS: Record<PsyLevel, { background: string; text: string }> = {
  nulo: { background: 'info.dark', text: 'common.white' },
  bajo: { background: 'success.main', text: 'common.white' },
  medio: { background: 'warning.light', text: 'common.black' },
  alto: { background: 'warning.dark', text: 'common.black' },
  muy_alto: { background: 'error.dark', text: 'common.white' },
};

/** The glossary key of a level's word. */
export const levelKey = (level: PsyLevel) => `psychosocial.riskLevels.${level}` as const;
