// Every feature's parts of the admin console (features/*/console.ts), collected at build time and
// registered (lib/modules/console.ts) as this file loads. The app imports it only on demand
// (modules.ts registers the import; the console's route and the set-up page ask for it), so the
// console's sections, tiles and switches load with the console, not with the entry (ADR 0090).
import { registerConsoleParts, type ConsoleParts } from '@/lib/modules/console';

const parts = import.meta.glob<ConsoleParts>('../features/*/console.ts', {
  eager: true,
  import: 'consoleParts',
});

registerConsoleParts(Object.values(parts));
