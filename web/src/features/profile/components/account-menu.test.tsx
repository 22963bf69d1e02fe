import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { User } from '@/api/types';
import { renderWithProviders } from '@/testing/render';

import { AccountMenu } from './account-menu';

const maria: User = {
  id: 9,
  org_id: 1,
  email: 'maria.lopez@demo.local',
  first_name: 'María',
  last_name: 'López',
  full_name: 'María López',
  user_type: 'employee',
  language: 'spanish',
  points: true,
  active: true,
  activated: true,
};

const avatarOf = (button: HTMLElement) => button.querySelector('.MuiAvatar-root');

describe('AccountMenu', () => {
  it("shows the user's small photo, named by the button alone", async () => {
    await renderWithProviders(
      <AccountMenu user={maria} languages={['es']} photoUrl="blob:small-photo" />,
    );
    const button = screen.getByRole('button', { name: 'María López: menú de la cuenta' });
    expect(avatarOf(button)?.querySelector('img')).toHaveAttribute('src', 'blob:small-photo');
    expect(avatarOf(button)).not.toHaveAttribute('data-initials');
  });

  it('shows the initials without a photo', async () => {
    await renderWithProviders(<AccountMenu user={maria} languages={['es']} />);
    const button = screen.getByRole('button', { name: 'María López: menú de la cuenta' });
    expect(avatarOf(button)).toHaveAttribute('data-initials', 'ML');
    expect(avatarOf(button)?.querySelector('img')).toBeNull();
  });

  it('falls back to the initials when the photo does not load', async () => {
    await renderWithProviders(
      <AccountMenu user={maria} languages={['es']} photoUrl="blob:revoked" />,
    );
    const button = screen.getByRole('button', { name: 'María López: menú de la cuenta' });
    fireEvent.error(avatarOf(button)!.querySelector('img')!);
    expect(avatarOf(button)).toHaveAttribute('data-initials', 'ML');
    expect(avatarOf(button)?.querySelector('img')).toBeNull();
  });
});
