import { describe, expect, it } from 'vitest';

import type { ResultItem, ResultQuestion, ResultRow } from '../api/admin-surveys';

import {
  filterComments,
  hasMode,
  modeCell,
  participationRows,
  scalesOf,
  shareOf,
} from './result-values';

const item = (
  question_id: string,
  distribution: [string, number][],
  extra: Partial<ResultItem> = {},
): ResultItem => ({
  question_id,
  status: 'ok',
  respondents: distribution.reduce((sum, [, count]) => sum + count, 0),
  distribution: distribution.map(([value, count]) => ({ value, count })),
  mean: null,
  favourable: null,
  enps: null,
  trend: null,
  ...extra,
});

const likert: ResultQuestion = { id: 'apoyo', type: 'likert', title: 'Mi líder me apoya' };
const yesNo: ResultQuestion = { id: 'remoto', type: 'yes_no', title: '¿A distancia?' };
const enps: ResultQuestion = { id: 'enps', type: 'rating', title: '¿Recomendarías?' };
const stars: ResultQuestion = { id: 'estrellas', type: 'rating', title: 'Estrellas' };
const choice: ResultQuestion = { id: 'sede', type: 'single_choice', title: 'Sede' };

describe('heatmap modes', () => {
  it('counts Likert 4–5 as favourable and 1–2 as unfavourable; 3 is neither', () => {
    const answers = item('apoyo', [
      ['5', 3],
      ['4', 1],
      ['3', 2],
      ['2', 3],
      ['1', 1],
    ]);
    expect(shareOf(likert, answers, 'favourable')).toBeCloseTo(0.4);
    expect(shareOf(likert, answers, 'unfavourable')).toBeCloseTo(0.4);
  });

  it('counts yes and no (1 and 0)', () => {
    const answers = item('remoto', [
      ['1', 6],
      ['0', 2],
    ]);
    expect(shareOf(yesNo, answers, 'favourable')).toBe(0.75);
    expect(shareOf(yesNo, answers, 'unfavourable')).toBe(0.25);
  });

  it('counts a 0–10 rating 9–10 favourable and 0–6 unfavourable, a 1–5 rating its top and bottom two', () => {
    const answers = item('enps', [
      ['10', 2],
      ['9', 1],
      ['8', 3],
      ['6', 2],
      ['0', 2],
    ]);
    const scales = scalesOf([
      {
        id: 'enps',
        type: 'rating',
        style: 'scale',
        min: 0,
        max: 10,
        enps: true,
        required: true,
        title: { es: '¿Recomendarías?' },
      },
    ]);
    expect(shareOf(enps, answers, 'favourable', scales.get('enps'))).toBeCloseTo(0.3);
    expect(shareOf(enps, answers, 'unfavourable', scales.get('enps'))).toBeCloseTo(0.4);
    // Without the definition, an item with an eNPS is read as 0–10.
    const withEnps = {
      ...answers,
      enps: { score: 0, low: 0, high: 0, promoters: 3, passives: 3, detractors: 4 },
    };
    expect(shareOf(enps, withEnps, 'unfavourable')).toBeCloseTo(0.4);

    const five = item('estrellas', [
      ['5', 1],
      ['4', 1],
      ['3', 1],
      ['2', 1],
      ['1', 1],
    ]);
    expect(shareOf(stars, five, 'favourable', { min: 1, max: 5, enps: false })).toBeCloseTo(0.4);
    expect(shareOf(stars, five, 'unfavourable', { min: 1, max: 5, enps: false })).toBeCloseTo(0.4);
  });

  it('has no share for choices, nor for a matrix row, and none when nobody answered', () => {
    expect(shareOf(choice, item('sede', [['a', 3]]), 'favourable')).toBeNull();
    expect(shareOf(likert, item('apoyo.fila', [['5', 3]]), 'favourable')).toBeNull();
    expect(shareOf(likert, item('apoyo', []), 'favourable')).toBeNull();
  });

  it('shades an unfavourable share the other way round, and a mean on its scale', () => {
    const answers = item(
      'apoyo',
      [
        ['5', 1],
        ['1', 3],
      ],
      { mean: 2 },
    );
    expect(modeCell(likert, answers, 'favourable')).toEqual({
      headline: { kind: 'favourable', share: 0.25 },
      shade: 0.25,
    });
    expect(modeCell(likert, answers, 'unfavourable')).toEqual({
      headline: { kind: 'favourable', share: 0.75 },
      shade: 0.25,
    });
    expect(modeCell(likert, answers, 'average')).toEqual({
      headline: { kind: 'mean', mean: 2 },
      shade: 0.25,
    });
    // A hidden cell has no figure (it reads the privacy text).
    expect(modeCell(likert, { ...answers, status: 'suppressed_small' }, 'favourable')).toEqual({
      headline: null,
      shade: null,
    });
  });

  it('shows in a mode only the questions that have its figure', () => {
    const rows = [
      { items: [item('sede', [['a', 3]], { mean: null }), item('edad', [], { mean: 34 })] },
    ] as unknown as ResultRow[];
    const age: ResultQuestion = { id: 'edad', type: 'number', title: 'Edad' };
    expect(hasMode(likert, 'favourable', rows)).toBe(true);
    expect(hasMode(choice, 'favourable', rows)).toBe(false);
    expect(hasMode(age, 'average', rows)).toBe(true);
    expect(hasMode(choice, 'average', rows)).toBe(false);
  });
});

describe('participation by segment', () => {
  it('puts the population first and the hidden segments last, keeping the server order', () => {
    const row = (value: string | null, status: string) =>
      ({ value, label: value ?? 'Todos', status }) as ResultRow;
    const rows = [
      row('b', 'suppressed_small'),
      row(null, 'ok'),
      row('c', 'ok'),
      row('d', 'suppressed_complementary'),
      row('a', 'ok'),
    ];
    expect(participationRows(rows).map((entry) => entry.value)).toEqual([null, 'c', 'a', 'b', 'd']);
  });
});

describe('comment filters', () => {
  const comments = [
    { question_id: 'idea', text: 'Más reuniones de equipo' },
    { question_id: 'idea', text: 'Menos correos' },
    { question_id: 'otro', text: 'Reunión mensual' },
  ];
  it('keeps one question, a text (case and accents aside), or both', () => {
    expect(filterComments(comments, '', '')).toHaveLength(3);
    expect(filterComments(comments, 'idea', '')).toHaveLength(2);
    expect(filterComments(comments, '', 'REUNION').map((entry) => entry.text)).toEqual([
      'Más reuniones de equipo',
      'Reunión mensual',
    ]);
    expect(filterComments(comments, 'otro', 'correos')).toEqual([]);
  });
});
