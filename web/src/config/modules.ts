// Per-organisation module flags (GET /org/services) and the screen each module opens. The flag
// lists come from ../modules.json through the generated modules.gen.ts.
import { BUILT_MODULES, DEFAULT_MODULES, MODULE_KEYS, type ModuleKey } from './modules.gen';
import type { PathName } from './paths';

export { BUILT_MODULES, DEFAULT_MODULES, MODULE_KEYS, type ModuleKey };

export type ServiceFlags = Record<ModuleKey, boolean>;

/** Spec §4: every module inactive except the default ones (auth), as modules.json lists them. */
export function defaultServiceFlags(): ServiceFlags {
  return Object.fromEntries(
    MODULE_KEYS.map((key) => [key, DEFAULT_MODULES.includes(key)]),
  ) as ServiceFlags;
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
  communications: 'communications',
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
