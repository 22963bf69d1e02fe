// Sites as the server answers them, for the module's tests.
import type { WorkplaceSiteAdmin } from '../api/admin-workplace';
import type { WorkplaceSite } from '../api/workplace';

export function makeAdminSite(extra: Partial<WorkplaceSiteAdmin> = {}): WorkplaceSiteAdmin {
  return {
    id: 1,
    name: 'Oficina Central',
    address: 'Paseo de la Reforma 222',
    city: 'Ciudad de México',
    country: 'MX',
    timezone: 'America/Mexico_City',
    phone: '+52 55 1234 5678',
    map_url: 'https://maps.example.com/?q=reforma',
    notes: 'Metro Insurgentes a 5 minutos.',
    notes_en: 'Insurgentes metro station is 5 minutes away.',
    status: 'active',
    people: 3,
    created_at: 1,
    updated_at: 1,
    ...extra,
  };
}

/** What a colleague sees of someone's site. */
export function makePublicSite(extra: Partial<WorkplaceSite> = {}): WorkplaceSite {
  return {
    id: 2,
    name: 'Planta Monterrey',
    city: 'Monterrey',
    country: 'MX',
    timezone: 'America/Monterrey',
    ...extra,
  };
}
