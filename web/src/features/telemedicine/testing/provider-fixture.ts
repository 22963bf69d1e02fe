// Providers and usage as the server sends them, for the module's tests.
import type { TelemedicineProviderAdmin, TelemedicineUsage } from '../api/admin-telemedicine';
import type { TelemedicineProvider } from '../api/telemedicine';

export function makeProvider(extra: Partial<TelemedicineProvider> = {}): TelemedicineProvider {
  return {
    id: 1,
    name: 'Médico en línea',
    description: 'Consultas por videollamada, sin costo.',
    description_en: 'Video consultations, free of charge.',
    logo_url: null,
    kind: 'telemedicine',
    link: 'https://medico.example/entrar',
    access_code: 'APLAUSO-2026',
    phone: null,
    whatsapp: '+56912345678',
    hours: 'Todos los días, 24 horas.',
    hours_en: 'Every day, around the clock.',
    languages: ['es', 'en'],
    ...extra,
  };
}

/** A psychological-support line reached by phone. */
export function makeSupportLine(extra: Partial<TelemedicineProvider> = {}): TelemedicineProvider {
  return makeProvider({
    id: 2,
    name: 'Apoyo psicológico',
    description: 'Seis sesiones al año.',
    description_en: null,
    kind: 'eap',
    link: null,
    access_code: null,
    phone: '+56 2 2345 6789',
    whatsapp: null,
    hours: 'Lunes a viernes de 8:00 a 20:00.',
    hours_en: null,
    languages: ['es'],
    ...extra,
  });
}

export function makeAdminProvider(
  extra: Partial<TelemedicineProviderAdmin> = {},
): TelemedicineProviderAdmin {
  return {
    ...makeProvider(),
    logo_key: null,
    eligibility: { departments: [], groups: [], countries: [] },
    status: 'published',
    position: 1,
    created_at: Date.UTC(2026, 2, 1, 12, 0),
    updated_at: Date.UTC(2026, 2, 1, 12, 0),
    ...extra,
  };
}

/** Three closed weeks: the first with the line below k (and the doctor hidden with it), the
 *  second with both shown, the third without clicks. */
export function makeUsage(extra: Partial<TelemedicineUsage> = {}): TelemedicineUsage {
  return {
    k: 5,
    from: '2026-03-02',
    to: '2026-03-22',
    weeks: ['2026-03-02', '2026-03-09', '2026-03-16'],
    totals: [
      { state: 'ok', clicks: 8 },
      { state: 'ok', clicks: 12 },
      { state: 'no_data', clicks: null },
    ],
    providers: [
      {
        id: 1,
        name: 'Médico en línea',
        kind: 'telemedicine',
        status: 'published',
        weeks: [
          { state: 'suppressed_complementary', clicks: null },
          { state: 'ok', clicks: 7 },
          { state: 'no_data', clicks: null },
        ],
      },
      {
        id: 2,
        name: 'Apoyo psicológico',
        kind: 'eap',
        status: 'archived',
        weeks: [
          { state: 'suppressed_small', clicks: null },
          { state: 'ok', clicks: 5 },
          { state: 'no_data', clicks: null },
        ],
      },
    ],
    ...extra,
  };
}
