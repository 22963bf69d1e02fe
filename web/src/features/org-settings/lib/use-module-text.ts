import { useTranslation } from 'react-i18next';

import type { ModuleKey } from '@/config/modules';
import { moduleSwitches } from '@/lib/modules/console';

export type ModuleText = { name: string; description: string | null };

/** A module's name and what it does, as the feature owning its flag words them (its console.ts's
 *  `switches`). Every module this build can switch has a feature that declares its switch (the
 *  module settings' test checks it), so there is no list of names here: a flag no feature
 *  declares shows as the flag itself, without a description. */
export function useModuleText(): (flag: ModuleKey) => ModuleText {
  const { t } = useTranslation();
  return (flag) => {
    const words = moduleSwitches().get(flag);
    return words
      ? { name: t(words.name), description: t(words.description) }
      : { name: flag, description: null };
  };
}
