// The organisation's own pages in the main menu: the published ones of the person's audience that
// admins placed there, after "Valores" and before "Comunicados".
import type { FrameSlots } from '@/lib/modules/frame';

import { PagesMenuSource } from './components/menu-source';

export const frame: FrameSlots = {
  menu: [{ id: 'customPages', module: 'custom_pages', order: 21.5, Component: PagesMenuSource }],
};
