import { useTranslation } from 'react-i18next';

import type { ModuleKey } from '@/config/modules';

/** t() for keys built from a module flag, which the typed t() cannot check. */
type DynamicT = (key: string) => string;

export type ModuleText = { name: string; description: string | null };

/** A module's name and what it does (`orgSettings.modules.items.<flag>`); a module the glossary
 *  does not know yet shows its flag and no description. */
export function useModuleText(): (flag: ModuleKey) => ModuleText {
  const { t, i18n } = useTranslation();
  const text = t as unknown as DynamicT;
  return (flag) => {
    const key = `orgSettings.modules.items.${flag}`;
    return {
      name: i18n.exists(`${key}.name`) ? text(`${key}.name`) : flag,
      description: i18n.exists(`${key}.description`) ? text(`${key}.description`) : null,
    };
  };
}
