import { describe, expect, it } from 'vitest';

import { findPersonalData, personalDataAnswers } from './personal-data';

describe('personal data in answers (SUR-20)', () => {
  it.each([
    ['Escríbanme a ana.torres@empresa.cl', ['email']],
    ['Mi celular es +56 9 8765 4321', ['phone']],
    ['Llamar al (55) 1234-5678', ['phone']],
    ['RUT 12.345.678-5', ['id']],
    ['rut 7654321-k', ['id']],
    ['CURP GODE561231HDFRRN09', ['id']],
    ['RFC GODE561231GR8', ['id']],
    ['DNI 12345678Z', ['id']],
    ['NIE X1234567L', ['id']],
    ['DNI 30.123.456', ['id']],
    ['ana@x.com, 600 123 456 y 12.345.678-5', ['email', 'id', 'phone']],
  ])('finds %s', (text, kinds) => {
    expect(findPersonalData(text)).toEqual(kinds);
  });

  it.each([
    'Me gusta trabajar aquí',
    'El bono fue de 150.000 pesos',
    'Desde el 2024-05-01 hasta el 30.06.2024',
    'Somos 25 personas en 3 turnos',
    'Versión 1.2.3 del sistema',
    'arroba @equipo en el chat',
  ])('leaves alone %s', (text) => {
    expect(findPersonalData(text)).toEqual([]);
  });

  it('names the text questions whose answers hold it, in order', () => {
    const questions = [
      { id: 'q1', type: 'long_text' },
      { id: 'q2', type: 'single_choice' },
      { id: 'q3', type: 'short_text' },
      { id: 'q4', type: 'short_text' },
    ];
    expect(
      personalDataAnswers(questions, {
        q1: 'Bien',
        q2: 'ana@x.com',
        q3: 'ana@x.com',
        q4: '+34 600 123 456',
      }),
    ).toEqual([
      { id: 'q3', kinds: ['email'] },
      { id: 'q4', kinds: ['phone'] },
    ]);
  });
});
