import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import { createTestI18n } from '@/testing/test-i18n';

import { complaintErrorText, conflictIds } from './complaint-error';

const conflict = new ApiError({
  kind: 'http',
  status: 409,
  code: 'conflict_of_interest',
  details: { user_ids: [7, 9] },
});

describe("the channel's refusals", () => {
  it('name the people of a conflict of interest', async () => {
    const { t } = await createTestI18n('es');
    expect(conflictIds(conflict)).toEqual([7, 9]);
    const names = (id: number) => ({ 7: 'Luis Herrera' })[id] ?? null;
    expect(complaintErrorText(t, conflict, () => 'x', names)).toBe(
      'Conflicto de interés: Luis Herrera no puede investigar este caso (está denunciado o es jefatura de una persona denunciada). No se cambió nada.',
    );
    expect(complaintErrorText(t, conflict, () => 'x')).toMatch(/^Conflicto de interés/);
  });

  it("fall back to the catalogue's words for other failures", async () => {
    const { t } = await createTestI18n('es');
    const other = new ApiError({ kind: 'http', status: 500 });
    expect(complaintErrorText(t, other, () => 'genérico')).toBe('genérico');
    expect(conflictIds(other)).toEqual([]);
  });
});
