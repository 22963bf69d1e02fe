import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { BulkDeactivation } from '../api/people';

import { BulkDeactivateDialog } from './bulk-deactivate-dialog';

async function open() {
  const onClose = vi.fn();
  await renderWithProviders(<BulkDeactivateDialog onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Desactivar en bloque' });
  return { dialog, onClose, box: within(dialog).getByLabelText(/^Correos de las personas/) };
}

// Typing into MUI forms takes seconds while the other test workers hold the CPU.
describe('BulkDeactivateDialog', () => {
  it('counts the addresses, sends each once and lists what happened to each', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const answer: BulkDeactivation = {
      deactivated: 1,
      results: [
        { email: 'ana@demo.local', outcome: 'deactivated' },
        { email: 'pedro@demo.local', outcome: 'already_inactive' },
        { email: 'nadie@demo.local', outcome: 'not_found' },
        { email: 'no-es-correo', outcome: 'invalid_email' },
        { email: 'admin@demo.local', outcome: 'yourself' },
      ],
    };
    installFakeApi({
      'PATCH /org/upload/users/deactivate': (request) => {
        sent = JSON.parse(request.body as string);
        return ok(answer);
      },
    });
    const { dialog, box, onClose } = await open();
    await user.type(
      box,
      'ana@demo.local{Enter}pedro@demo.local, nadie@demo.local;no-es-correo{Enter}{Enter}ANA@demo.local;admin@demo.local',
    );
    expect(box).toHaveAccessibleDescription(/^5 direcciones\./);
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));

    const results = await screen.findByRole('dialog', { name: 'Resultado de la desactivación' });
    expect(sent).toEqual({
      emails: [
        'ana@demo.local',
        'pedro@demo.local',
        'nadie@demo.local',
        'no-es-correo',
        'admin@demo.local',
      ],
    });
    expect(within(results).getByRole('status')).toHaveTextContent('Se desactivó 1 persona.');
    const rows = within(results).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'ana@demo.localDesactivada',
      'pedro@demo.localYa estaba inactiva',
      'nadie@demo.localNo está en la organización',
      'no-es-correoCorreo no válido',
      'admin@demo.localEres tú: no se desactivó',
    ]);
    await user.click(within(results).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks for at least one address and at most 1000', async () => {
    const user = userEvent.setup();
    const seen = installFakeApi({});
    const { dialog, box } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(box).toHaveAccessibleDescription('Escribe al menos una dirección.');

    const many = Array.from({ length: 1001 }, (_, i) => `p${i}@demo.local`).join(',');
    await user.click(box);
    await user.paste(many);
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription('Puedes desactivar hasta 1000 direcciones por vez.'),
    );
    expect(seen).toEqual([]);
  });
});
