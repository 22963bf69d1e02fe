import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { requestRecognition, useRecogniseRequest } from '@/lib/recognise-request';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import { HomeComposer } from './home-composer';
import { SendRecognitionLauncher } from './send-recognition-launcher';

const type = {
  id: 1,
  name: 'Gracias',
  emoji: '🙏',
  min_points: 5,
  max_points: 50,
  roles: ['employee'],
  special: false,
  active: true,
  sub_types: [],
};
const ana = { id: 7, full_name: 'Ana Rojas', first_name: 'Ana', last_name: 'Rojas' };

function server() {
  installFakeApi({
    'GET /recognition_type': ok([type]),
    'GET /values': ok([]),
    'GET /user/points': ok({
      user_id: 3,
      give_balance: 500,
      redeem_balance: 0,
      lifetime_received: 0,
      level: null,
      next_level: null,
    }),
    'GET /recognition/groups': ok([]),
    'GET /media': ok([]),
  });
}

afterEach(() => useRecogniseRequest.setState({ request: null }));

describe('SendRecognitionLauncher', () => {
  it('opens the send dialog prefilled when a request comes and no composer is on the page', async () => {
    server();
    await renderWithProviders(<SendRecognitionLauncher />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => requestRecognition([ana], '¡Logramos «Abrir 3 oficinas»!'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: /Ana Rojas/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Mensaje/ })).toHaveValue(
      '¡Logramos «Abrir 3 oficinas»!',
    );
  });

  it('leaves the request to the home composer when one is on the page', async () => {
    server();
    await renderWithProviders(
      <>
        <SendRecognitionLauncher />
        <HomeComposer />
      </>,
    );
    await screen.findByTestId('home-composer');
    act(() => requestRecognition([ana], '¡Gracias!'));
    expect(await screen.findByRole('textbox', { name: /Mensaje/ })).toHaveValue('¡Gracias!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
