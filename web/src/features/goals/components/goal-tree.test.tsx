import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { installFakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { goal, page } from '../testing/goal-fixtures';

import { GoalTree } from './goal-tree';

function server() {
  installFakeApi({
    'GET /goals/tree': (request: TransportRequest) => {
      const parent = new URL(request.url, 'http://x').searchParams.get('parent');
      if (parent === '1') {
        return page([
          { ...goal(11, { title: 'Ventas norte', level: 'department' }), contribution: 60 },
          {
            ...goal(12, { title: 'Ventas sur', level: 'department', parents_count: 2 }),
            contribution: 40,
          },
        ]);
      }
      return page([
        goal(1, { title: 'Crecer 20 %', level: 'company', children_count: 2 }),
        goal(2, { title: 'Clima laboral', level: 'company' }),
      ]);
    },
  });
}

const open = () =>
  renderWithProviders(
    <Routes>
      <Route path="/goals" element={<GoalTree period={{}} />} />
      <Route path="/goals/:goalId" element={<p>Página del objetivo</p>} />
    </Routes>,
    { route: '/goals' },
  );

describe('GoalTree', () => {
  it('is one tab stop; the arrows open a goal, walk into its children and back', async () => {
    const user = userEvent.setup();
    server();
    await open();
    const tree = await screen.findByRole('tree', { name: 'Árbol de alineación de objetivos' });
    const root = screen.getByRole('treeitem', { name: 'Crecer 20 %' });
    expect(root).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('treeitem', { name: 'Clima laboral' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    expect(tree).toBeVisible();

    await user.tab();
    expect(root).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(root).toHaveAttribute('aria-expanded', 'true');
    const child = await screen.findByRole('treeitem', { name: 'Ventas norte' });
    expect(child).toHaveAccessibleDescription(/aporta 60 %/);
    expect(screen.getByRole('treeitem', { name: 'Ventas sur' })).toHaveAccessibleDescription(
      /aporta 40 % · aporta a 2 objetivos/,
    );

    await user.keyboard('{ArrowRight}');
    expect(child).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'Ventas sur' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'Clima laboral' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(root).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: 'Clima laboral' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    // From a child, ← goes to its parent; on an open parent, ← closes it.
    expect(root).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(root).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'Clima laboral' })).toHaveFocus();
  });

  it('opens the focused goal with Enter', async () => {
    const user = userEvent.setup();
    server();
    await open();
    await screen.findByRole('tree');
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Página del objetivo')).toBeVisible());
  });
});
