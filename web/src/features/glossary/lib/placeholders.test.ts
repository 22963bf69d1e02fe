import { describe, expect, it } from 'vitest';

import { placeholdersOf, splitPlaceholders } from './placeholders';

describe('placeholders', () => {
  it('lists each placeholder of a text once, in order', () => {
    expect(placeholdersOf('{{name}} envió {{count}} puntos a {{name}}')).toEqual([
      '{{name}}',
      '{{count}}',
    ]);
    expect(placeholdersOf('Sin datos')).toEqual([]);
    expect(placeholdersOf(null)).toEqual([]);
  });

  it('cuts a text into plain runs and placeholders', () => {
    expect(splitPlaceholders('Hola, {{name}}: tienes {{count}}')).toEqual([
      { text: 'Hola, ', placeholder: false },
      { text: '{{name}}', placeholder: true },
      { text: ': tienes ', placeholder: false },
      { text: '{{count}}', placeholder: true },
    ]);
    expect(splitPlaceholders('{{a}}')).toEqual([{ text: '{{a}}', placeholder: true }]);
    expect(splitPlaceholders('Sin datos {{ abierto')).toEqual([
      { text: 'Sin datos {{ abierto', placeholder: false },
    ]);
  });
});
