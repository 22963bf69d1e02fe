import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { useAppStore } from '@/stores/app-store';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { sessionRoutes } from '@/testing/session-routes';

import { TeamsSignInError } from '../lib/teams-error';

import { TeamsSignInButton } from './teams-sign-in-button';

// The session loaders switch the app's i18next instance; the test renders with its own.
const changeLanguage = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/i18n/i18n', () => ({ i18n: { changeLanguage } }));

// Microsoft Teams itself: the module that wraps its SDK answers what each test says.
const teamsAuthToken = vi.hoisted(() => vi.fn<(timeoutMs: number) => Promise<string>>());
vi.mock('../lib/teams-host', () => ({ teamsAuthToken }));

const user = {
  id: 8,
  full_name: 'Valentina Rojas',
  first_name: 'Valentina',
  last_name: 'Rojas',
  email: 'valentina.rojas@demo.local',
  language: 'spanish' as const,
};

/** A fake server answering the Teams sign-in with `reply`; returns the bodies it received. */
function fakeTeams(
  reply: FakeReply = ok({ auth_token: 'e30.e30.teams', expires_at: 1, user }),
): unknown[] {
  const bodies: unknown[] = [];
  installFakeApi({
    ...sessionRoutes(user),
    'POST /oauth2/teams/token': (request: TransportRequest) => {
      bodies.push(JSON.parse(request.body as string));
      return reply;
    },
  });
  return bodies;
}

const pressTeams = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Entrar con Microsoft Teams' }));

beforeEach(() => {
  useAppStore.getState().logout();
  teamsAuthToken.mockReset();
});

describe('TeamsSignInButton', () => {
  it("trades the Teams token for a session, with the sign-in address's referredId", async () => {
    teamsAuthToken.mockResolvedValue('teams-token');
    const bodies = fakeTeams();
    await renderWithProviders(<TeamsSignInButton />, { route: '/login?referredId=42' });
    await pressTeams();
    await waitFor(() => expect(useAppStore.getState().me.data?.full_name).toBe('Valentina Rojas'));
    expect(useAppStore.getState().authToken).toBe('e30.e30.teams');
    expect(changeLanguage).toHaveBeenCalledWith('es');
    expect(teamsAuthToken).toHaveBeenCalledWith(5_000);
    expect(bodies).toEqual([{ token: 'teams-token', referredId: '42' }]);
  });

  it('sends a null referredId when the address names none', async () => {
    teamsAuthToken.mockResolvedValue('teams-token');
    const bodies = fakeTeams();
    await renderWithProviders(<TeamsSignInButton />, { route: '/login' });
    await pressTeams();
    await waitFor(() => expect(useAppStore.getState().authToken).toBe('e30.e30.teams'));
    expect(bodies).toEqual([{ token: 'teams-token', referredId: null }]);
  });

  it('asks to open the app from Teams when the page is not inside Teams', async () => {
    teamsAuthToken.mockRejectedValue(new TeamsSignInError('outside_teams'));
    const bodies = fakeTeams();
    await renderWithProviders(<TeamsSignInButton />, { route: '/login' });
    await pressTeams();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Abre Aplauso desde Microsoft Teams para usar este botón.',
    );
    expect(bodies).toEqual([]);
    expect(useAppStore.getState().authToken).toBeNull();
    expect(screen.getByRole('button', { name: 'Entrar con Microsoft Teams' })).toBeEnabled();
  });

  it('says so in English for English readers', async () => {
    teamsAuthToken.mockRejectedValue(new TeamsSignInError('outside_teams'));
    fakeTeams();
    await renderWithProviders(<TeamsSignInButton />, { route: '/login', lng: 'en' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign in with Microsoft Teams' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Open Aplauso from Microsoft Teams to use this button.',
    );
  });

  it('explains a Teams that gives no token', async () => {
    teamsAuthToken.mockRejectedValue(new TeamsSignInError('no_token'));
    fakeTeams();
    await renderWithProviders(<TeamsSignInButton />, { route: '/login' });
    await pressTeams();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Microsoft Teams no entregó tu identidad.',
    );
  });

  it("shows the server's refusal", async () => {
    const notLinked =
      'Tu cuenta de Microsoft Teams no corresponde a ninguna persona de esta organización. Contacta a tu administrador.';
    teamsAuthToken.mockResolvedValue('teams-token');
    fakeTeams(fail(403, 'teams_not_linked', notLinked));
    await renderWithProviders(<TeamsSignInButton />, { route: '/login' });
    await pressTeams();
    expect(await screen.findByRole('alert')).toHaveTextContent(notLinked);
    expect(useAppStore.getState().authToken).toBeNull();
  });

  it('tells a first sign-in to open the link mailed to connect the Teams account', async () => {
    teamsAuthToken.mockResolvedValue('teams-token');
    fakeTeams(fail(403, 'teams_link_sent', 'Tu cuenta de Microsoft Teams aún no está conectada.'));
    await renderWithProviders(<TeamsSignInButton />, { route: '/login' });
    await pressTeams();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Si tu correo pertenece a una persona de esta organización, te enviamos un enlace para conectarla',
    );
    expect(alert).toHaveClass('MuiAlert-colorInfo');
    expect(useAppStore.getState().authToken).toBeNull();
  });

  it("shows an unknown refusal's own text", async () => {
    teamsAuthToken.mockResolvedValue('teams-token');
    fakeTeams(fail(401, 'something_new', 'El token de Teams venció.'));
    await renderWithProviders(<TeamsSignInButton />, { route: '/login' });
    await pressTeams();
    expect(await screen.findByRole('alert')).toHaveTextContent('El token de Teams venció.');
  });
});
