// The words of the five levels, from the glossary.
import type { MoodLevel } from '../api/moods';

const LEVEL_KEYS = {
  1: 'moods.faces.1',
  2: 'moods.faces.2',
  3: 'moods.faces.3',
  4: 'moods.faces.4',
  5: 'moods.faces.5',
} as const;

/** The glossary key of a level's word ("Muy mal" … "Muy bien"). */
export const levelKey = (level: number) =>
  LEVEL_KEYS[Math.min(5, Math.max(1, Math.round(level))) as MoodLevel];
