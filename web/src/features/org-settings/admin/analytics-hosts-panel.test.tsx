import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { installFakeApi, ok, type FakeReply } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type { HostAnalyticsChange, OrgHost } from '../api/hosts';

import { AnalyticsHostsPanel } from './analytics-hosts-panel';

const initial: OrgHost[] = [
  { host: 'localhost', analytics_id: null, primary: true },
  { host: 'demo.localhost', analytics_id: 'G-OLD1234', primary: false },
];

/** A fake server keeping the hosts; `refuse` answers a PATCH instead, when given. */
function serve(refuse?: FakeReply) {
  let hosts = initial.map((host) => ({ ...host }));
  const bodies: HostAnalyticsChange[] = [];
  const seen = installFakeApi({
    'GET /org/hosts': () => ok(hosts),
    'PATCH /org/hosts': (request) => {
      const body = JSON.parse(request.body as string) as HostAnalyticsChange;
      bodies.push(body);
      if (refuse) return refuse;
      hosts = hosts.map((host) =>
        host.host === body.host ? { ...host, analytics_id: body.analytics_id } : host,
      );
      return ok(hosts);
    },
  });
  return { bodies, seen };
}

function row(host: string) {
  return screen.getByRole('listitem', { name: host });
}

describe('AnalyticsHostsPanel', () => {
  it('lists the hosts, the primary marked, each with its measurement id', async () => {
    const { seen: seenOnly } = serve();
    await renderWithProviders(<AnalyticsHostsPanel />);
    expect(
      await screen.findByRole('heading', { name: 'Analítica por dominio' }),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(within(row('localhost')).getByText('Principal')).toBeInTheDocument();
    expect(within(row('demo.localhost')).queryByText('Principal')).not.toBeInTheDocument();
    expect(screen.getByLabelText('ID de medición de localhost')).toHaveValue('');
    expect(screen.getByLabelText('ID de medición de demo.localhost')).toHaveValue('G-OLD1234');
    expect(screen.getByLabelText('ID de medición de localhost')).toHaveAccessibleDescription(
      /G-ABC123XYZ9/,
    );
    expect(within(row('localhost')).getByRole('button', { name: 'Quitar' })).toBeDisabled();
    expect(screen.getByText(/nunca se miden/)).toBeInTheDocument();
    expect(seenOnly).toEqual(['GET /org/hosts']);
  });

  it('names a malformed id without asking the server', async () => {
    const user = userEvent.setup();
    const { bodies } = serve();
    await renderWithProviders(<AnalyticsHostsPanel />);
    const field = await screen.findByLabelText('ID de medición de localhost');
    await user.type(field, 'UA-12345-6');
    await user.click(within(row('localhost')).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(row('localhost')).findByText(/Escribe un ID de medición de GA4/),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('saves an id upper-cased, then clears it', async () => {
    const user = userEvent.setup();
    const { bodies } = serve();
    await renderWithProviders(<AnalyticsHostsPanel />);
    const field = await screen.findByLabelText('ID de medición de demo.localhost');
    await user.clear(field);
    await user.type(field, ' g-new5678 ');
    await user.click(within(row('demo.localhost')).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(row('demo.localhost')).findByText(
        'demo.localhost envía ahora sus visitas a G-NEW5678.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ host: 'demo.localhost', analytics_id: 'G-NEW5678' }]);
    await waitFor(() => expect(field).toHaveValue('G-NEW5678'));

    await user.click(within(row('demo.localhost')).getByRole('button', { name: 'Quitar' }));
    expect(
      await within(row('demo.localhost')).findByText(
        'demo.localhost ya no tiene una propiedad propia: se usa la predeterminada.',
      ),
    ).toBeInTheDocument();
    expect(bodies[1]).toEqual({ host: 'demo.localhost', analytics_id: null });
    await waitFor(() => expect(field).toHaveValue(''));
    expect(within(row('demo.localhost')).getByRole('button', { name: 'Quitar' })).toBeDisabled();
  });

  it("shows the server's message under the field when it refuses the id", async () => {
    const user = userEvent.setup();
    serve({
      status: 400,
      body: {
        success: false,
        code: 'invalid_input',
        error: 'El ID de medición no es válido',
        details: { fields: { analytics_id: 'El ID de medición no es válido' } },
      },
    });
    await renderWithProviders(<AnalyticsHostsPanel />, { lng: 'en' });
    const field = await screen.findByLabelText('Measurement ID for localhost');
    await user.type(field, 'G-ABCD1234');
    await user.click(within(row('localhost')).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('El ID de medición no es válido'),
    );
  });
});
