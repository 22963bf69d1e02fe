// The podium settings and level list forms: client checks and request bodies. The server takes
// a podium size of 3 to 20 and at most 20 levels with distinct min_points ≥ 0.
import type { PointsPeriod } from '@/lib/calls/points';
import { parseWholeNumber } from '@/lib/whole-number';

import {
  LEVEL_NAME_MAX_LENGTH,
  LEVELS_MAX,
  PODIUM_SIZE,
  type LevelInput,
  type PodiumMetricName,
  type PodiumSettings,
} from '../api/podium-settings';

export type PodiumValues = { period: PointsPeriod; size: string; metrics: PodiumMetricName[] };

export type PodiumFieldError =
  'admin.podium.errors.sizeRange' | 'admin.podium.errors.metricsRequired';

export function validatePodium(values: PodiumValues) {
  const errors: Partial<Record<'size' | 'metrics', PodiumFieldError>> = {};
  const size = parseWholeNumber(values.size);
  if (size === null || size < PODIUM_SIZE.min || size > PODIUM_SIZE.max)
    errors.size = 'admin.podium.errors.sizeRange';
  if (values.metrics.length === 0) errors.metrics = 'admin.podium.errors.metricsRequired';
  return errors;
}

export function toPodiumSettings(values: PodiumValues): PodiumSettings {
  return {
    period: values.period,
    size: parseWholeNumber(values.size) ?? PODIUM_SIZE.min,
    metrics: values.metrics,
  };
}

/** A level of the form: `name_en` is its optional English name ('' when not set); `badge_id` the
 *  badge reaching it gives (a badge id, '' for none; LVL-2). */
export type LevelRow = {
  name: string;
  name_en: string;
  min_points: string;
  emoji: string;
  badge_id: string;
};

export type LevelRowError =
  | 'admin.levels.errors.nameRequired'
  | 'admin.levels.errors.nameTooLong'
  | 'admin.levels.errors.nameEnTooLong'
  | 'admin.levels.errors.pointsInvalid'
  | 'admin.levels.errors.pointsRepeated';

export type LevelsCheck = {
  rows: Partial<Record<keyof LevelRow, LevelRowError>>[];
  list: 'admin.levels.errors.tooMany' | null;
};

/** Checks every row: a name, an English name of at most 40 characters if any, whole points ≥ 0,
 *  no two rows with the same points. */
export function validateLevels(rows: readonly LevelRow[]): LevelsCheck {
  const seen = new Map<number, number>();
  rows.forEach((row, index) => {
    const points = parseWholeNumber(row.min_points);
    if (points !== null && !seen.has(points)) seen.set(points, index);
  });
  const rowErrors = rows.map((row, index) => {
    const errors: Partial<Record<keyof LevelRow, LevelRowError>> = {};
    const name = row.name.trim();
    if (!name) errors.name = 'admin.levels.errors.nameRequired';
    else if (name.length > LEVEL_NAME_MAX_LENGTH) errors.name = 'admin.levels.errors.nameTooLong';
    if (row.name_en.trim().length > LEVEL_NAME_MAX_LENGTH)
      errors.name_en = 'admin.levels.errors.nameEnTooLong';
    const points = parseWholeNumber(row.min_points);
    if (points === null) errors.min_points = 'admin.levels.errors.pointsInvalid';
    else if (seen.get(points) !== index) errors.min_points = 'admin.levels.errors.pointsRepeated';
    return errors;
  });
  return { rows: rowErrors, list: rows.length > LEVELS_MAX ? 'admin.levels.errors.tooMany' : null };
}

export function hasLevelErrors(check: LevelsCheck): boolean {
  return check.list !== null || check.rows.some((row) => Object.keys(row).length > 0);
}

/** The form's row of each level of the PUT body (which goes lowest first): the server's errors
 *  on `levels.<i>.…` belong to row `requestOrder(rows)[i]`. */
export function requestOrder(rows: readonly LevelRow[]): number[] {
  return rows
    .map((row, index) => ({ index, points: parseWholeNumber(row.min_points) ?? 0 }))
    .sort((a, b) => a.points - b.points)
    .map((row) => row.index);
}

/** The PUT body, lowest level first; a blank English name and no badge are sent as null. */
export function toLevelInputs(rows: readonly LevelRow[]): LevelInput[] {
  return requestOrder(rows)
    .map((index) => rows[index] as LevelRow)
    .map((row) => ({
      name: row.name.trim(),
      name_en: row.name_en.trim() || null,
      min_points: parseWholeNumber(row.min_points) ?? 0,
      emoji: row.emoji.trim() || null,
      badge_id: row.badge_id ? Number(row.badge_id) : null,
    }));
}

export type LevelsFormValues = { levels: LevelRow[] };

export function levelsFormFrom(levels: readonly LevelInput[]): LevelsFormValues {
  return {
    levels: [...levels]
      .sort((a, b) => a.min_points - b.min_points)
      .map((level) => ({
        name: level.name,
        name_en: level.name_en ?? '',
        min_points: String(level.min_points),
        emoji: level.emoji ?? '',
        badge_id: level.badge_id == null ? '' : String(level.badge_id),
      })),
  };
}

/** validateLevels as the form's checks: `levels.2.name`, and `levels.root` for the list. */
export function validateLevelsForm(values: LevelsFormValues): Partial<Record<string, string>> {
  const check = validateLevels(values.levels);
  const found: Partial<Record<string, string>> = check.list ? { 'levels.root': check.list } : {};
  check.rows.forEach((row, index) => {
    for (const [field, key] of Object.entries(row)) found[`levels.${index}.${field}`] = key;
  });
  return found;
}

/** The server names a level by its place in the request (lowest first): its error on
 *  `levels.<i>.<field>` belongs to that level's row, wherever the row is in the form. */
export function levelFieldOfRequest(
  requestField: string,
  sent: LevelsFormValues,
): `levels.${number}.${keyof LevelRow}` | undefined {
  const match = /^levels\.(\d+)\.(name|name_en|min_points|emoji|badge_id)$/.exec(requestField);
  if (!match) return undefined;
  const row = requestOrder(sent.levels)[Number(match[1])];
  return row === undefined ? undefined : `levels.${row}.${match[2] as keyof LevelRow}`;
}
