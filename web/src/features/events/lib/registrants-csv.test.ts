import { describe, expect, it } from 'vitest';

import type { Attendee } from '../api/types';

import { csvField, registrantsCsv, type CsvWords } from './registrants-csv';

const words: CsvWords = {
  headers: {
    name: 'Nombre',
    email: 'Correo',
    response: 'Respuesta',
    status: 'Estado',
    position: 'Posición',
    registeredAt: 'Registro',
    checkedInAt: 'Asistencia',
    checkedInBy: 'Registrada por',
    pointsPaid: 'Puntos pagados',
    answers: 'Respuestas',
  },
  response: (value) => value,
  status: (value) => value,
  yes: 'Sí',
  no: 'No',
  moment: (ms) => new Date(ms).toISOString(),
};

const person = { id: 7, full_name: 'Ana, "la jefa"', first_name: 'Ana', last_name: 'P' };

describe('registrantsCsv', () => {
  it('writes one row per registration, quoting what needs it', () => {
    const row = {
      registration_id: 1,
      person,
      response: 'going',
      status: 'waitlisted',
      waitlist_position: 2,
      offered_until: null,
      checked_in_at: null,
      checked_in_by: null,
      points_paid: false,
      answers: null,
      created_at: Date.UTC(2027, 0, 2),
    } as unknown as Attendee;
    const csv = registrantsCsv([row], words);
    expect(csv.startsWith('\uFEFFNombre,Correo')).toBe(true);
    expect(csv).toContain('"Ana, ""la jefa""",,going,waitlisted,2,2027-01-02T00:00:00.000Z,,,No,');
  });

  it('keeps formulas from running', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-5')).toBe("'-5");
  });
});
