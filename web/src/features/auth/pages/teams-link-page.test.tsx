import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import { fail, installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { TeamsLinkPage } from './teams-link-page';

const EMAIL = 'valentina.rojas@demo.local';
const CONNECT = 'Conectar mi cuenta de Microsoft Teams';

/** A fake server for the confirmation; returns the bodies it received. */
function fakeConfirm(reply: FakeReply = ok({ email: EMAIL })): unknown[] {
  const bodies: unknown[] = [];
  installFakeApi({
    'GET /org/branding': ok({ org_name: 'Demo' }),
    'POST /oauth2/teams/link': (request: TransportRequest) => {
      bodies.push(JSON.parse(request.body as string));
      return reply;
    },
  });
  return bodies;
}

function Where() {
  const location = useLocation();
  return <output aria-label="Dirección">{`${location.pathname}${location.search}`}</output>;
}

const app = (
  <>
    <Routes>
      <Route path="/teams/link" element={<TeamsLinkPage />} />
      <Route path="/login" element={<h1>Iniciar sesión</h1>} />
    </Routes>
    <Where />
  </>
);

describe('TeamsLinkPage', () => {
  it('connects the Teams account only when the person presses the button', async () => {
    const bodies = fakeConfirm();
    await renderWithProviders(app, { route: '/teams/link?token=tok-7' });
    const button = await screen.findByRole('button', { name: CONNECT });
    expect(bodies).toEqual([]);
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent(/^\/teams\/link$/);
    await userEvent.click(button);
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      `Listo: tu cuenta de Microsoft Teams quedó conectada a ${EMAIL}.`,
    );
    expect(bodies).toEqual([{ token: 'tok-7' }]);
    await userEvent.click(screen.getByRole('link', { name: 'Ir a iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('says why a used or expired link does not work', async () => {
    fakeConfirm(fail(400, 'teams_link_invalid'));
    await renderWithProviders(app, { route: '/teams/link?token=old', lng: 'en' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Connect my Microsoft Teams account' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link is not valid or has expired. Sign in with Microsoft Teams again to get a new one.',
    );
  });

  it('shows a link without its token as incomplete', async () => {
    const bodies = fakeConfirm();
    await renderWithProviders(app, { route: '/teams/link' });
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace está incompleto.');
    expect(screen.queryByRole('button', { name: CONNECT })).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
