import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { QrScanner } from './qr-scanner';

const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  else Reflect.deleteProperty(navigator, 'mediaDevices');
});

const mediaDevices = (value: unknown) =>
  Object.defineProperty(navigator, 'mediaDevices', { value, configurable: true });

describe('QrScanner', () => {
  it('says there is no camera and what to do instead', async () => {
    const user = userEvent.setup();
    mediaDevices(undefined);
    await renderWithProviders(
      <QrScanner onScan={vi.fn()} cameraLabel="Cámara" typeInstead="Escribe el código." />,
    );
    await user.click(screen.getByRole('button', { name: 'Activar cámara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay una cámara disponible en este dispositivo. Escribe el código.',
    );
    expect(screen.getByRole('button', { name: 'Activar cámara' })).toBeVisible();
  });

  it('says the camera was refused', async () => {
    const user = userEvent.setup();
    mediaDevices({
      getUserMedia: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
    });
    await renderWithProviders(
      <QrScanner onScan={vi.fn()} cameraLabel="Cámara" typeInstead="Escribe el código." />,
    );
    await user.click(screen.getByRole('button', { name: 'Activar cámara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No diste permiso para usar la cámara. Escribe el código.',
    );
  });
});
