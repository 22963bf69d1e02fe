// Per-organisation module flags (GET /org/services) and the screen each module opens.
import type { PathName } from './paths';

export const MODULE_KEYS = [
  'auth',
  'analytics',
  'benefits',
  'catalog',
  'communications',
  'complaints',
  'evaluations',
  'events',
  'corporate_values',
  'goals',
  'notifications',
  'profile',
  'programs',
  'recognitions',
  'surveys',
  'tasks',
  'badges',
  'birthdays',
  'anniversaries',
  'files_repository',
  'health_safety',
  'invoices',
  'coverages',
  'workplace',
  'schedule',
  'messaging_app',
  'suggestions',
  'challenges',
  'podium',
  'levels',
  'ideas',
  'telemedicine',
  'forms',
  'custom_pages',
  'support',
  'moods',
  'requests',
  'public_api',
] as const;

export type ModuleKey = (typeof MODULE_KEYS)[number];
export type ServiceFlags = Record<ModuleKey, boolean>;

/** Spec §4: every module inactive except auth. */
export function defaultServiceFlags(): ServiceFlags {
  const flags = Object.fromEntries(MODULE_KEYS.map((key) => [key, false])) as ServiceFlags;
  flags.auth = true;
  return flags;
}

/** Merges server flags over the defaults; unknown keys and non-boolean values are ignored. */
export function mergeServiceFlags(
  server: Record<string, unknown> | null | undefined,
): ServiceFlags {
  const flags = defaultServiceFlags();
  if (!server) return flags;
  for (const key of MODULE_KEYS) {
    const value = server[key];
    if (typeof value === 'boolean') flags[key] = value;
  }
  return flags;
}

/** The screen of the spec §2 route table that each module opens, where there is one. */
export const MODULE_SCREENS: Partial<Record<ModuleKey, PathName>> = {
  benefits: 'benefits',
  requests: 'requests',
  catalog: 'catalog',
  podium: 'podium',
  notifications: 'notifications',
  profile: 'profile',
  tasks: 'tasks',
  programs: 'programs',
  analytics: 'charts',
  goals: 'goals',
  suggestions: 'suggestions',
  support: 'support',
  surveys: 'surveys',
  events: 'events',
  corporate_values: 'corporateValues',
  evaluations: 'performanceEvaluation',
  files_repository: 'files',
  telemedicine: 'telemedicine',
};
