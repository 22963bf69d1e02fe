// The celebration settings form (POST /org/settings/celebrations): its values, client check and
// request body. The server takes whole points from 0 to 1,000,000.
import { parseWholeNumber } from '@/lib/whole-number';

import {
  ANNIVERSARY_POINTS,
  type CelebrationSettings,
  type CelebrationSettingsChange,
} from '../api/celebration-settings';

export type CelebrationSettingsValues = { anniversary_points: string };

export type CelebrationSettingsError = 'celebrations.settings.errors.pointsRange';

export function toCelebrationValues(settings: CelebrationSettings): CelebrationSettingsValues {
  return { anniversary_points: String(settings.anniversary_points) };
}

export function validateCelebrationSettings(
  values: CelebrationSettingsValues,
): Partial<Record<keyof CelebrationSettingsValues, CelebrationSettingsError>> {
  const points = parseWholeNumber(values.anniversary_points);
  if (points === null || points < ANNIVERSARY_POINTS.min || points > ANNIVERSARY_POINTS.max)
    return { anniversary_points: 'celebrations.settings.errors.pointsRange' };
  return {};
}

export function toCelebrationChange(values: CelebrationSettingsValues): CelebrationSettingsChange {
  return { anniversary_points: parseWholeNumber(values.anniversary_points) ?? 0 };
}
