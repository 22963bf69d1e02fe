// The console's goal forms: a category (name in Spanish and English, an optional corporate
// value) and the settings (nudge days, the health deltas), with their checks.
import type { FieldChecks } from '@/components/form/schema-resolver';

import type { GoalCategory, GoalCategoryInput, GoalSettings } from '../api/types';

export type CategoryValues = { nameEs: string; nameEn: string; valueId: string };

export const categoryValues = (category: GoalCategory | null): CategoryValues => ({
  nameEs: category?.name.es ?? '',
  nameEn: category?.name.en ?? '',
  valueId: category?.value_id ? String(category.value_id) : '',
});

export function validateCategory(values: CategoryValues): FieldChecks {
  const errors: FieldChecks = {};
  if (values.nameEs.trim() === '') errors.nameEs = 'goals.admin.categories.errors.nameRequired';
  else if (values.nameEs.trim().length > 80)
    errors.nameEs = 'goals.admin.categories.errors.nameLong';
  if (values.nameEn.trim().length > 80) errors.nameEn = 'goals.admin.categories.errors.nameLong';
  return errors;
}

export const toCategoryRequest = (values: CategoryValues): GoalCategoryInput => ({
  name: { es: values.nameEs.trim(), ...(values.nameEn.trim() ? { en: values.nameEn.trim() } : {}) },
  value_id: values.valueId ? Number(values.valueId) : null,
});

export type SettingsValues = { nudgeDays: string; behindDelta: string; atRiskDelta: string };

export const settingsValues = (settings: GoalSettings): SettingsValues => ({
  nudgeDays: String(settings.nudge_days),
  behindDelta: String(settings.behind_delta),
  atRiskDelta: String(settings.at_risk_delta),
});

export function validateSettings(values: SettingsValues): FieldChecks {
  const errors: FieldChecks = {};
  const nudge = Number(values.nudgeDays);
  if (!Number.isInteger(nudge) || (nudge !== 0 && (nudge < 3 || nudge > 90))) {
    errors.nudgeDays = 'goals.admin.settings.errors.nudgeDays';
  }
  const behind = Number(values.behindDelta);
  const atRisk = Number(values.atRiskDelta);
  if (!Number.isFinite(behind) || behind < 0 || behind > 100)
    errors.behindDelta = 'goals.admin.settings.errors.delta';
  if (!Number.isFinite(atRisk) || atRisk < 0 || atRisk > 100)
    errors.atRiskDelta = 'goals.admin.settings.errors.delta';
  else if (Number.isFinite(behind) && atRisk <= behind)
    errors.atRiskDelta = 'goals.admin.settings.errors.order';
  return errors;
}

export const toSettingsRequest = (values: SettingsValues): GoalSettings => ({
  nudge_days: Number(values.nudgeDays),
  behind_delta: Number(values.behindDelta),
  at_risk_delta: Number(values.atRiskDelta),
});
