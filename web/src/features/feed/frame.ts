// The feed's part of the signed-in frame: the listener that has the "new posts" count asked
// again when a post is told live.
import type { FrameSlots } from '@/lib/modules/frame';

import { NewPostsListener } from './components/new-posts-listener';

export const frame: FrameSlots = {
  overlays: [{ id: 'newPosts', module: null, order: 0, Component: NewPostsListener }],
};
