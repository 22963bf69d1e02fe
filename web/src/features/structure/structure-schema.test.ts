import { describe, expect, it } from 'vitest';

import type { DepartmentDetail } from '@/lib/calls/directory';

import { toDepartmentInput, toNewGroup, validateDepartmentForm } from './structure-schema';

const carla = { id: 40, full_name: 'Carla Díaz', first_name: 'Carla', last_name: 'Díaz' };
const sales: DepartmentDetail = {
  id: 3,
  name: 'Ventas',
  active: true,
  member_count: 2,
  leader: carla,
};

describe('structure forms', () => {
  it('checks a name as the server does, by characters', () => {
    expect(validateDepartmentForm({ name: '   ', leader: null })).toEqual({
      name: 'structure.errors.nameRequired',
    });
    expect(validateDepartmentForm({ name: 'ñ'.repeat(80), leader: null })).toEqual({});
    expect(validateDepartmentForm({ name: 'ñ'.repeat(81), leader: null })).toEqual({
      name: 'structure.errors.nameTooLong',
    });
  });

  it('sends a department leader on create, and on edit only when it changed', () => {
    expect(toDepartmentInput({ name: ' Ventas ', leader: null }, null)).toEqual({
      name: 'Ventas',
      leader_id: null,
    });
    expect(toDepartmentInput({ name: 'Ventas Sur', leader: carla }, sales)).toEqual({
      name: 'Ventas Sur',
    });
    expect(toDepartmentInput({ name: 'Ventas', leader: null }, sales)).toEqual({
      name: 'Ventas',
      leader_id: null,
    });
  });

  it('sends first members only when some were chosen', () => {
    expect(toNewGroup({ name: 'Brigada', members: [] })).toEqual({ name: 'Brigada' });
    expect(toNewGroup({ name: 'Brigada', members: [carla] })).toEqual({
      name: 'Brigada',
      member_ids: [40],
    });
  });
});
