import { describe, expect, it } from 'vitest';

import { consoleParts } from './console';

describe('glossary console parts', () => {
  it('gives the console Settings → Textos, for every admin, after Celebraciones and before Inicio de sesión', () => {
    expect(
      consoleParts.adminSections?.map(({ segment, group, module, labelKey }) => ({
        segment,
        group,
        module,
        labelKey,
      })),
    ).toEqual([
      { segment: 'settings/texts', group: 'settings', module: null, labelKey: 'glossaryAdmin.nav' },
    ]);
    const order = consoleParts.adminSections![0]!.order;
    expect(order).toBeGreaterThan(94);
    expect(order).toBeLessThan(95);
  });
});
