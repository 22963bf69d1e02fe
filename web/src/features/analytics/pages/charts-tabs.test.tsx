import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { TransportRequest } from '@/api/client';
import type { User } from '@/api/types';
import { useAppStore } from '@/stores/app-store';
import { installFakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

import type {
  AnalyticsEquity,
  AnalyticsMetric,
  AnalyticsNetwork,
  AnalyticsReciprocity,
  EquityDimension,
} from '../api/analytics';

import { ChartsPage } from './charts-page';

const metric = (id: string, name: string, unit: AnalyticsMetric['unit']) =>
  ({
    id,
    name,
    name_en: `${name} (en)`,
    definition: `Definición de ${name}.`,
    definition_en: `Definition of ${name}.`,
    sources: ['posts'],
    privacy: 'recognition',
    owner: 'recognition',
    unit,
  }) as AnalyticsMetric;

const METRICS = [
  metric('recognition_gini', 'Coeficiente de Gini del reconocimiento', 'score'),
  metric('never_recognised_share', 'Personas nunca reconocidas', 'percent'),
  metric('cross_department_share', 'Reconocimientos entre departamentos', 'percent'),
];

const LORENZ = Array.from({ length: 11 }, (_, i) => ({
  people_share: i / 10,
  recognition_share: i < 5 ? 0 : (i - 5) / 5,
}));

function equityOf(by: EquityDimension): AnalyticsEquity {
  const base = {
    from: '2026-03-01',
    to: '2026-03-30',
    by,
    dimensions: [
      'department',
      'seniority',
      'age',
      'country',
      'contract_type',
      'gender',
    ] as EquityDimension[],
    k: 5,
    members: 12,
    recognised: 6,
    received: 20,
    never_share: 0.5,
    gini: 0.62,
    lorenz: LORENZ,
    buckets: [
      { min: 0, max: 0, people: 6 },
      { min: 1, max: 1, people: 2 },
      { min: 2, max: 4, people: 3 },
      { min: 5, max: 9, people: 1 },
      { min: 10, max: null, people: 0 },
    ],
  };
  if (by === 'seniority') {
    return {
      ...base,
      groups: [
        {
          key: '1-3',
          name: null,
          members: 6,
          recognised: 2,
          received: 4,
          per_person: 0.67,
          never_share: 0.6667,
          gini: 0.7,
        },
        {
          key: '10+',
          name: null,
          members: 5,
          recognised: 4,
          received: 16,
          per_person: 3.2,
          never_share: 0.2,
          gini: 0.3,
        },
      ],
      hidden: { groups: 1, members: 1 },
    };
  }
  if (by === 'contract_type' || by === 'gender') {
    // The enum's values, and "unknown" for the people without one recorded.
    const group = (key: string, members: number, never_share: number) => ({
      key,
      name: null,
      members,
      recognised: members - Math.round(members * never_share),
      received: 8,
      per_person: 8 / members,
      never_share,
      gini: 0.5,
    });
    return {
      ...base,
      groups: [
        group(by === 'gender' ? 'non_binary' : 'fixed_term', 6, 0.5),
        group('unknown', 6, 0.1667),
      ],
      hidden: { groups: 0, members: 0 },
    };
  }
  return {
    ...base,
    groups: [
      {
        key: '3',
        name: 'Tecnología',
        members: 5,
        recognised: 3,
        received: 9,
        per_person: 1.8,
        never_share: 0.4,
        gini: 0.41,
      },
    ],
    hidden: { groups: 3, members: 7 },
  };
}

const NETWORK: AnalyticsNetwork = {
  from: '2026-03-01',
  to: '2026-03-30',
  previous_from: '2026-01-30',
  previous_to: '2026-02-28',
  total: 10,
  cross: 4,
  cross_share: 0.4,
  previous_cross_share: 0.25,
  departments: [
    { department_id: 1, name: 'Ventas', sent: 5, received: 4, inside: 3 },
    { department_id: 2, name: 'Tecnología', sent: 5, received: 6, inside: 3 },
  ],
  links: [
    { from_department_id: 1, to_department_id: 2, count: 3 },
    { from_department_id: 2, to_department_id: 1, count: 1 },
  ],
  bridges: [
    {
      id: 4,
      name: 'Ana Torres',
      photo_url: null,
      department_id: 1,
      departments_reached: 1,
      cross_sent: 3,
      cross_received: 1,
      partners: 4,
    },
  ],
  person_links: [
    { from_id: 4, to_id: 5, count: 3 },
    { from_id: 5, to_id: 4, count: 1 },
  ],
  people: [
    { id: 4, name: 'Ana Torres', photo_url: null, department_id: 1 },
    { id: 5, name: 'Carlos Ruiz', photo_url: null, department_id: 2 },
  ],
};

const person = (id: number, name: string, sent: number) => ({ id, name, photo_url: null, sent });

function reciprocityOf(flagged: boolean): AnalyticsReciprocity {
  return {
    from: '2026-03-01',
    to: '2026-03-30',
    senders: 8,
    reciprocity: 0.5,
    rule: { min_each: 3, min_share: 0.5 },
    pairs: flagged
      ? [
          {
            a: person(4, 'Ana Torres', 5),
            b: person(5, 'Carlos Ruiz', 4),
            a_to_b: 4,
            b_to_a: 3,
            a_share: 0.8,
            b_share: 0.75,
            points: 70,
          },
        ]
      : [],
    clique_rule: { min_size: 3, max_size: 5, min_each: 3, min_share: 0.5 },
    cliques: flagged
      ? [
          {
            members: [
              { id: 4, name: 'Ana Torres', photo_url: null, sent: 5, within: 4, share: 0.8 },
              { id: 6, name: 'Bea Luna', photo_url: null, sent: 4, within: 4, share: 1 },
              { id: 7, name: 'Ciro Paz', photo_url: null, sent: 6, within: 3, share: 0.5 },
            ],
            recognitions: 11,
            points: 110,
          },
        ]
      : [],
  };
}

function signIn() {
  useAppStore.getState().setMe({
    id: 1,
    full_name: 'Adriana Gómez',
    email: 'a@demo.local',
    user_type: 'admin',
  } as User);
}

function server({ flagged = true }: { flagged?: boolean } = {}) {
  const asked: string[] = [];
  installFakeApi({
    'GET /analytics/metrics': ok(METRICS),
    'GET /analytics/equity': (request: TransportRequest) => {
      const by = new URL(request.url, 'http://x').searchParams.get('by') as EquityDimension;
      asked.push(`equity ${by}`);
      return ok(equityOf(by));
    },
    'GET /analytics/network': ok(NETWORK),
    'GET /analytics/reciprocity': ok(reciprocityOf(flagged)),
  });
  return asked;
}

describe('ChartsPage tabs', () => {
  it('opens Equidad from the address: Gini in words, hidden groups, who is left out', async () => {
    signIn();
    server();
    await renderWithProviders(<ChartsPage />, { route: '/charts?chartsTab=equity' });
    expect(await screen.findByRole('tab', { name: 'Equidad' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const gini = await screen.findByRole('group', {
      name: 'Coeficiente de Gini del reconocimiento',
    });
    expect(gini).toHaveTextContent('0,62');
    expect(gini).toHaveTextContent('Muy concentrado en pocas personas');
    expect(screen.getByRole('group', { name: 'Personas nunca reconocidas' })).toHaveTextContent(
      '50 %',
    );
    expect(screen.getByRole('group', { name: 'Personas reconocidas' })).toHaveTextContent(
      '6de 12 personas',
    );
    expect(screen.getByTestId('hidden-groups')).toHaveTextContent(
      '3 grupos con menos de 5 personas no se muestran para proteger la privacidad (7 personas).',
    );
    const table = screen.getByRole('table', { name: 'Equidad por Departamento' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Tecnología531,840 %0,41');
    expect(
      screen.getByRole('img', { name: /Curva de Lorenz del reconocimiento: Gini 0,62/ }),
    ).toBeVisible();
  });

  it('groups by seniority with the bands in words and flags who is left out', async () => {
    signIn();
    const asked = server();
    const user = userEvent.setup();
    await renderWithProviders(<ChartsPage />, { route: '/charts?chartsTab=equity' });
    await user.selectOptions(await screen.findByLabelText('Agrupar por'), 'Antigüedad');
    const table = await screen.findByRole('table', { name: 'Equidad por Antigüedad' });
    expect(asked).toContain('equity seniority');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('De 1 a 3 años');
    expect(rows[1]).toHaveTextContent('Más personas sin reconocer');
    expect(rows[2]).toHaveTextContent('10 años o más');
    expect(rows[2]).not.toHaveTextContent('Más personas sin reconocer');
    expect(
      screen.getByText(
        'Quién se queda fuera: De 1 a 3 años tiene la mayor parte de personas sin reconocer (67 %).',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('hidden-groups')).toHaveTextContent(
      '1 grupo con menos de 5 personas no se muestra',
    );
  });

  it('groups by contract type and by gender with their names, and who has none as not recorded', async () => {
    signIn();
    const asked = server();
    const user = userEvent.setup();
    await renderWithProviders(<ChartsPage />, {
      route: '/charts?chartsTab=equity&chartsBy=contract_type',
    });
    const byContract = await screen.findByRole('table', { name: 'Equidad por Tipo de contrato' });
    const contractRows = within(byContract).getAllByRole('row');
    expect(contractRows[1]).toHaveTextContent('Plazo fijo');
    expect(contractRows[1]).toHaveTextContent('Más personas sin reconocer');
    expect(contractRows[2]).toHaveTextContent('Sin dato');
    expect(
      screen.getByText(
        'Quién se queda fuera: Plazo fijo tiene la mayor parte de personas sin reconocer (50 %).',
      ),
    ).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Agrupar por'), 'Género');
    const byGender = await screen.findByRole('table', { name: 'Equidad por Género' });
    const genderRows = within(byGender).getAllByRole('row');
    expect(genderRows[1]).toHaveTextContent('No binario');
    expect(genderRows[2]).toHaveTextContent('Sin dato');
    expect(asked).toEqual(expect.arrayContaining(['equity contract_type', 'equity gender']));
  });

  it('shows the Lorenz curve as a table and explains the Gini from the registry', async () => {
    signIn();
    server();
    const user = userEvent.setup();
    await renderWithProviders(<ChartsPage />, { route: '/charts?chartsTab=equity' });
    const card = (
      await screen.findByRole('heading', { level: 2, name: 'Curva de Lorenz' })
    ).closest('section')!;
    await user.click(within(card).getByRole('button', { name: 'Ver como tabla' }));
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(12);
    expect(rows[11]).toHaveTextContent('100 %100 %');
    await user.click(within(card).getByRole('button', { name: '¿Cómo se calcula?' }));
    expect(within(card).getByTestId('definition')).toHaveTextContent(
      'Definición de Coeficiente de Gini del reconocimiento.',
    );
  });

  it('switches tabs into the address and shows the department matrix', async () => {
    signIn();
    server();
    const user = userEvent.setup();
    await renderWithProviders(<ChartsPage />, { route: '/charts?chartsTab=equity' });
    await user.click(await screen.findByRole('tab', { name: 'Red' }));
    const silo = await screen.findByRole('group', {
      name: 'Reconocimientos entre departamentos',
    });
    expect(silo).toHaveTextContent('40 %');
    expect(silo).toHaveTextContent('En el periodo anterior (30/01/2026 al 28/02/2026): 25 %');
    const matrix = screen.getByRole('table', {
      name: 'Reconocimientos de un departamento a otro',
    });
    const [head, ventas, tecnologia] = within(matrix).getAllByRole('row');
    expect(head).toHaveTextContent('De \\ AVentasTecnología');
    expect(within(ventas!).getByRole('rowheader')).toHaveTextContent('Ventas');
    expect(ventas).toHaveTextContent('Ventas3(dentro)3');
    expect(tecnologia).toHaveTextContent('Tecnología13(dentro)');
    expect(screen.getByRole('list', { name: 'Conexiones más frecuentes' })).toHaveTextContent(
      'Ventas → Tecnología3',
    );
    // People (admins only): who connects departments and the strongest links between people.
    const bridges = screen.getByRole('list', { name: 'Personas que conectan departamentos' });
    expect(bridges).toHaveTextContent('Ana Torres · Ventas');
    expect(bridges).toHaveTextContent('Llega a 1 departamento más');
    expect(bridges).toHaveTextContent('3 enviados y 1 recibidos entre departamentos · 4 personas');
    expect(
      screen.getByRole('list', { name: 'Conexiones más fuertes entre personas' }),
    ).toHaveTextContent('Ana Torres → Carlos Ruiz3');
  });

  it('lists the reciprocal pairs with the evidence and says it is no sanction', async () => {
    signIn();
    server();
    await renderWithProviders(<ChartsPage />, { route: '/charts?chartsTab=reciprocity' });
    const pairs = await screen.findByRole('list', { name: 'Parejas para revisar' });
    expect(pairs).toHaveTextContent('Ana Torres');
    expect(pairs).toHaveTextContent('4 reconocimientos a Carlos Ruiz: el 80 % de los 5 que envió');
    expect(pairs).toHaveTextContent('3 reconocimientos a Ana Torres: el 75 % de los 4 que envió');
    expect(pairs).toHaveTextContent('70 puntos entre ambos');
    expect(screen.getByText(/nunca una sanción automática/)).toBeVisible();
    expect(
      screen.getByText(
        'Se marca una pareja cuando cada persona reconoció a la otra al menos 3 veces y eso es al menos el 50 % de todo lo que envió.',
      ),
    ).toBeVisible();
  });

  it("lists the small groups who mostly recognise each other with each member's share", async () => {
    signIn();
    server();
    await renderWithProviders(<ChartsPage />, { route: '/charts?chartsTab=reciprocity' });
    const groups = await screen.findByRole('list', { name: 'Grupos pequeños para revisar' });
    const group = within(groups).getByRole('listitem', { name: 'Grupo de 3 personas' });
    expect(group).toHaveTextContent('11 reconocimientos y 110 puntos dentro del grupo');
    expect(group).toHaveTextContent('Ciro Paz');
    expect(group).toHaveTextContent('3 de 6 reconocimientos a los demás del grupo (50 %)');
    expect(screen.getByText(/1 pareja para revisar · 1 grupo pequeño para revisar/)).toBeVisible();
    expect(screen.getByText(/Se marca un grupo de 3 a 5 personas/)).toBeVisible();
  });

  it('says so when no pair is flagged', async () => {
    signIn();
    server({ flagged: false });
    await renderWithProviders(<ChartsPage />, { route: '/charts?chartsTab=reciprocity' });
    expect(await screen.findByTestId('no-pairs')).toHaveTextContent(
      'Ninguna pareja cumple la regla en este periodo.',
    );
    expect(screen.getByTestId('no-cliques')).toHaveTextContent(
      'Ningún grupo pequeño cumple la regla en este periodo.',
    );
    // reciprocity_rate is not in this registry: no "¿Cómo se calcula?" to show.
    const card = screen.getByRole('heading', { name: 'Parejas para revisar' }).closest('section')!;
    expect(within(card).queryByRole('button', { name: '¿Cómo se calcula?' })).toBeNull();
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: 'Descargar Parejas para revisar' }),
      ).toBeDisabled(),
    );
  });

  it('reads in English with the bands translated', async () => {
    signIn();
    server();
    await renderWithProviders(<ChartsPage />, {
      route: '/charts?chartsTab=equity&chartsBy=seniority',
      lng: 'en',
    });
    const table = await screen.findByRole('table', { name: 'Equity by Seniority' });
    expect(table).toHaveTextContent('1 to 3 years');
    expect(screen.getByRole('tab', { name: 'Equity' })).toHaveAttribute('aria-selected', 'true');
  });
});
