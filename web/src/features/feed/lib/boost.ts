// The arithmetic of a boost: the amount goes to each receiver whose account takes points.
import type { Post } from '../api/feed';

/** Receivers the boost pays: those who got points with the post (an account that does not
 *  take points got 0). When the post itself carried no points, all of them. */
export function paidReceivers(post: Pick<Post, 'amount' | 'receivers'>): number {
  if (post.amount <= 0) return post.receivers.length;
  return post.receivers.filter((receiver) => receiver.points > 0).length;
}

export type BoostError =
  'post.boostAmountRequired' | 'post.boostAmountInvalid' | 'post.boostNoBalance';

/** Checks an amount per receiver against the caller's giving balance (null while unknown). */
export function validateBoost(
  amount: number | null,
  receivers: number,
  balance: number | null,
): BoostError | null {
  if (amount === null) return 'post.boostAmountRequired';
  if (!Number.isInteger(amount) || amount < 1) return 'post.boostAmountInvalid';
  if (balance !== null && amount * receivers > balance) return 'post.boostNoBalance';
  return null;
}
