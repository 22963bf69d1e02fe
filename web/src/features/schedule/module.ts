// Working hours (module flag `schedule`, issue 33, api/modules/schedule.yaml): the console's
// section "Horarios" (admin/: the schedules with the weekly grid editor, the default, assigning
// one to people or a whole department, deleting or archiving), the profiles' part about the
// person (components/working-hours-card.tsx, place `public.about`: their week, its time zone and
// whether they are at work now, on one's own wall and on a colleague's profile) and the module's
// switch. Reminders mailed outside working hours wait on the server (ADR 0076).
// Its console parts are in console.ts.
import { lazyComponent } from '@/lib/lazy-route';
import type { ModuleManifest } from '@/lib/modules/manifest';

export const manifest: ModuleManifest = {
  profileSections: [
    {
      id: 'workingHours',
      place: 'public.about',
      module: 'schedule',
      order: 10,
      component: lazyComponent(() => import('./components/working-hours-card'), 'WorkingHoursCard'),
    },
  ],
};
