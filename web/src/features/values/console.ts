// The values module's parts of the admin console: its module switch. They load with the console,
// not with the entry (lib/modules/console.ts); the rest of the module is module.ts.
import type { ConsoleParts } from '@/lib/modules/console';

export const consoleParts: ConsoleParts = {
  switches: [
    {
      flag: 'corporate_values',
      name: 'values.modules.corporateValues.name',
      description: 'values.modules.corporateValues.description',
    },
  ],
};
