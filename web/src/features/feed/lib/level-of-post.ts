// The level a level-up post announced (LVL-2): posts carry it as it was named in Spanish, and
// the card shows it in the UI language from the organisation's levels.
import type { Level } from '@/lib/calls/points';

import type { CelebrationPost } from './post-kind';

/** The level a level-up post is about, matched by the post's threshold (`amount` is the level's
 *  min_points) and its name as posted (the message, "🥇 Oro"): a level renamed or replaced since
 *  no longer matches. */
export function levelOfPost(post: CelebrationPost, levels: readonly Level[]): Level | null {
  const message = post.message?.trim() ?? '';
  return (
    levels.find(
      (level) =>
        level.min_points === post.amount &&
        (message === level.name || message.endsWith(` ${level.name}`)),
    ) ?? null
  );
}
