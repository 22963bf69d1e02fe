import { describe, expect, it } from 'vitest';

import { schemaResolver } from './schema-resolver';

type Values = { name: string; rows: { points: string }[] };

const resolve = schemaResolver<Values>((values) => ({
  name: values.name ? undefined : 'admin.values.errors.nameRequired',
  ...Object.fromEntries(
    values.rows.flatMap((row, index) =>
      row.points ? [] : [[`rows.${index}.points`, 'admin.levels.errors.pointsInvalid']],
    ),
  ),
}));

const run = (values: Values) =>
  resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('schemaResolver', () => {
  it('passes valid values through', async () => {
    const values = { name: 'Oro', rows: [{ points: '10' }] };
    expect(await run(values)).toEqual({ values, errors: {} });
  });

  it('puts each glossary key at its field, rows of a list included', async () => {
    const result = await run({ name: '', rows: [{ points: '10' }, { points: '' }] });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'validate', message: 'admin.values.errors.nameRequired' },
      rows: [
        undefined,
        { points: { type: 'validate', message: 'admin.levels.errors.pointsInvalid' } },
      ],
    });
  });
});
