// What a module's routes say while the organisation has the module off: each module may word it
// in its own glossary part as `<module>.moduleOff` ("Tu organización desactivó el catálogo");
// without one, the shared `moduleOff.title` says it generically.
import type { ModuleKey } from '@/config/modules';

/** The glossary key of a module's own "switched off" sentence (it may not exist). */
export function moduleOffKey(module: ModuleKey): string {
  return `${module}.moduleOff`;
}
