// The profile's part of the signed-in frame: the top bar's account menu (the user's photo and
// name, the language switch, logout).
import type { FrameSlots } from '@/lib/modules/frame';

import { FrameAccountMenu } from './components/frame-account-menu';

export const frame: FrameSlots = { account: FrameAccountMenu };
