// What kind of post a card shows: a recognition, a badge, or one of the celebrations the server
// posts (a birthday, a work anniversary or a level-up: no sender, the person as the one
// receiver; a level-up's message is the level's emoji and name).
import type { Post } from '../api/feed';

export type CelebrationPost = Post & { kind: 'birthday' | 'anniversary' | 'level_up' };

export function isCelebration(post: Post): post is CelebrationPost {
  return post.kind === 'birthday' || post.kind === 'anniversary' || post.kind === 'level_up';
}
