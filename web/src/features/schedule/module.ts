// Working hours (module flag `schedule`, issue 33, api/modules/schedule.yaml): the console's
// section "Horarios" (admin/: the schedules with the weekly grid editor, the default, assigning
// one to people or a whole department, deleting or archiving), the profiles' part about the
// person (components/working-hours-card.tsx, place `public.about`: their week, its time zone and
// whether they are at work now, on one's own wall and on a colleague's profile) and the module's
// switch. Reminders mailed outside working hours wait on the server (ADR 0076).
import { lazyComponent, lazyRoute } from '@/lib/lazy-route';
import { adminSection, type ModuleManifest } from '@/lib/modules/manifest';

const admin = lazyRoute(() => import('./admin/schedules-admin-page'), 'SchedulesAdminPage');

export const manifest: ModuleManifest = {
  adminSections: [
    // Its segment is its id: schedulePaths.admin.
    adminSection(
      'schedule',
      { module: 'schedule', order: 57.44, labelKey: 'schedule.admin.nav' },
      admin,
    ),
  ],
  profileSections: [
    {
      id: 'workingHours',
      place: 'public.about',
      module: 'schedule',
      order: 10,
      component: lazyComponent(() => import('./components/working-hours-card'), 'WorkingHoursCard'),
    },
  ],
  switches: [
    {
      flag: 'schedule',
      name: 'schedule.modules.schedule.name',
      description: 'schedule.modules.schedule.description',
    },
  ],
};
