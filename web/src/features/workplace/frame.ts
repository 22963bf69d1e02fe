// "Mi centro de trabajo" in the main menu, after "Archivos" and before "Encuestas": only while
// the person has a site (the manifests' menu entries follow module flags alone, so a menu source
// finds it at run time from the person's site, the same read as their profile's).
import type { FrameSlots } from '@/lib/modules/frame';

import { WorkplaceMenuSource } from './components/menu-source';

export const frame: FrameSlots = {
  menu: [{ id: 'workplace', module: 'workplace', order: 22.7, Component: WorkplaceMenuSource }],
};
