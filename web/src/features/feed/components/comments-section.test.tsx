import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { PostComment } from '../api/comments';
import { ana, carlos, makePost, maria } from '../testing/post-fixture';

import { CommentsSection } from './comments-section';

const comment = (change: Partial<PostComment>): PostComment => ({
  id: 1,
  post_id: 10,
  parent_id: null,
  author: ana,
  body: '',
  created_at: Date.UTC(2026, 10, 2),
  edited_at: null,
  can_edit: false,
  can_delete: false,
  replies: [],
  ...change,
});

const tree = [
  comment({
    id: 1,
    author: carlos,
    body: '¡Bien merecido!',
    replies: [
      comment({
        id: 2,
        parent_id: 1,
        author: ana,
        body: 'Gracias, Carlos',
        can_edit: true,
        can_delete: true,
        edited_at: Date.UTC(2026, 10, 3),
      }),
      comment({ id: 3, parent_id: 1, author: maria, body: 'Totalmente de acuerdo' }),
    ],
  }),
  comment({ id: 4, author: maria, body: 'Felicitaciones', can_delete: true }),
];

describe('comments', () => {
  it('renders comments with their replies nested, and only the allowed actions', async () => {
    installFakeApi({ 'GET /comments': ok(tree) });
    await renderWithProviders(<CommentsSection post={makePost({ comments_count: 4 })} />);

    const first = await screen.findByRole('listitem', { name: 'Comentario de Carlos Ruiz' });
    expect(within(first).getByText('¡Bien merecido!')).toBeInTheDocument();
    const replies = within(first).getByRole('list', { name: 'Respuestas a Carlos Ruiz' });
    const replyItems = within(replies).getAllByRole('listitem');
    expect(replyItems.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Respuesta de Ana Torres',
      'Respuesta de María López',
    ]);
    const own = replyItems[0] as HTMLElement;
    expect(within(own).getByText('Gracias, Carlos')).toBeInTheDocument();
    expect(within(own).getByText(/editado/)).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    // Replies take no replies of their own.
    expect(within(own).queryByRole('button', { name: 'Responder' })).toBeNull();
    const others = replyItems[1] as HTMLElement;
    expect(within(others).queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(within(others).queryByRole('button', { name: 'Eliminar' })).toBeNull();

    const topLevel = screen.getAllByRole('list')[0] as HTMLElement;
    expect(Array.from(topLevel.children).map((item) => item.getAttribute('aria-label'))).toEqual([
      'Comentario de Carlos Ruiz',
      'Comentario de María López',
    ]);
  });

  it('says when there are no comments yet and refuses an empty one', async () => {
    installFakeApi({ 'GET /comments': ok([]) });
    const user = userEvent.setup();
    await renderWithProviders(<CommentsSection post={makePost()} />);
    expect(await screen.findByText('Aún no hay comentarios. ¡Escribe el primero!')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(screen.getByText('Escribe algo antes de enviar.')).toBeVisible();
  });
});
