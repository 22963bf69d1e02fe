import { describe, expect, it } from 'vitest';

import { threadComments } from './threads';

describe('the comment threads', () => {
  it('put replies under their comment, both oldest first', () => {
    const threads = threadComments([
      { id: 3, parent_id: 1, created_at: 30 },
      { id: 1, parent_id: null, created_at: 10 },
      { id: 2, parent_id: null, created_at: 20 },
      { id: 4, parent_id: 1, created_at: 25 },
    ]);
    expect(threads.map((thread) => thread.comment.id)).toEqual([1, 2]);
    expect(threads[0]?.replies.map((reply) => reply.id)).toEqual([4, 3]);
    expect(threads[1]?.replies).toEqual([]);
  });

  it('keep a reply whose comment is missing as a comment of its own', () => {
    const threads = threadComments([{ id: 5, parent_id: 99, created_at: 1 }]);
    expect(threads.map((thread) => thread.comment.id)).toEqual([5]);
  });
});
