// A post as the server sends it, for the feed's tests.
import type { Post } from '../api/feed';

const person = (id: number, full_name: string) => {
  const [first_name = '', last_name = ''] = full_name.split(' ');
  return { id, full_name, first_name, last_name, email: `${first_name.toLowerCase()}@demo.local` };
};

export const ana = person(3, 'Ana Torres');
export const carlos = person(4, 'Carlos Ruiz');
export const maria = person(6, 'María López');

export function makePost(change: Partial<Post> = {}): Post {
  return {
    id: 10,
    kind: 'recognition',
    created_at: Date.UTC(2026, 10, 2, 12),
    edited_at: null,
    image_url: null,
    message: '¡Gracias por la ayuda con el cierre!',
    sender: ana,
    receivers: [
      { ...carlos, points: 20 },
      { ...maria, points: 20 },
    ],
    amount: 20,
    total_points: 40,
    types: [{ id: 1, name: 'Gracias', emoji: '🙏' }],
    sub_type: null,
    values: [{ id: 1, name: 'Colaboración', emoji: '🤝' }],
    badge: null,
    attachments: [],
    special: false,
    filed: false,
    likes_count: 2,
    liked_by_me: false,
    comments_count: 0,
    reactions: [{ emoji: '🎉', count: 3, mine: true }],
    boost_total: 0,
    can_edit: false,
    can_boost: true,
    ...change,
  };
}
