// Per-organisation module flags (GET /org/services). The flag lists come from ../modules.json
// through the generated modules.gen.ts.
import { BUILT_MODULES, DEFAULT_MODULES, MODULE_KEYS, type ModuleKey } from './modules.gen';

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
