// The profile's parts of the signed-in frame: the top bar's account menu (the user's photo and
// name, the language switch, the quick settings, logout) and the quick settings panel it opens.
import type { FrameSlots } from '@/lib/modules/frame';

import { FrameAccountMenu } from './components/frame-account-menu';
import { SettingsPanelHost } from './components/settings-panel-host';

export const frame: FrameSlots = {
  account: FrameAccountMenu,
  overlays: [{ id: 'settingsPanel', module: null, order: 41, Component: SettingsPanelHost }],
};
