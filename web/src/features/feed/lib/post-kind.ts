// What kind of post a card shows: a recognition, a badge, or one of the daily celebrations the
// server posts (a birthday or a work anniversary: no sender, the person as the one receiver).
import type { Post } from '../api/feed';

export type CelebrationPost = Post & { kind: 'birthday' | 'anniversary' };

export function isCelebration(post: Post): post is CelebrationPost {
  return post.kind === 'birthday' || post.kind === 'anniversary';
}
