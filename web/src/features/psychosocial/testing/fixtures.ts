// Small guides and answers shaped like the server's, for this module's tests.
import type { PsyGuide, PsyMine, PsyQuestionnaire } from '../api/psychosocial';

const text = (es: string, en = es) => ({ es, en });

export const guide1: PsyGuide = {
  id: 'nom035_g1',
  name: text('Guía I · Acontecimientos traumáticos severos', 'Guide I'),
  source: 'DOF 23/10/2018',
  instructions: text('Responde Sí o No.'),
  options: [
    { id: 'yes', es: 'Sí', en: 'Yes' },
    { id: 'no', es: 'No', en: 'No' },
  ],
  sections: [
    {
      id: 'I',
      title: text('I. Acontecimiento traumático severo'),
      filter: null,
      stem: text('¿Ha presenciado o sufrido alguna vez un acontecimiento como los siguientes:'),
      items: [1, 2],
    },
    {
      id: 'II',
      title: text('II. Recuerdos persistentes'),
      filter: null,
      stem: null,
      items: [3, 4],
    },
    { id: 'III', title: text('III. Esfuerzo por evitar'), filter: null, stem: null, items: [5] },
    { id: 'IV', title: text('IV. Afectación'), filter: null, stem: null, items: [6] },
  ],
  items: [
    { n: 1, ...text('¿Accidente que tenga como consecuencia la muerte?') },
    { n: 2, ...text('¿Asaltos?') },
    { n: 3, ...text('¿Ha tenido recuerdos recurrentes?') },
    { n: 4, ...text('¿Ha tenido sueños de carácter recurrente?') },
    { n: 5, ...text('¿Se ha esforzado por evitar pensamientos?') },
    { n: 6, ...text('¿Ha tenido dificultad para dormir?') },
  ],
};

const likert = [
  { id: 'always', es: 'Siempre', en: 'Always' },
  { id: 'almost_always', es: 'Casi siempre', en: 'Almost always' },
  { id: 'sometimes', es: 'Algunas veces', en: 'Sometimes' },
  { id: 'almost_never', es: 'Casi nunca', en: 'Almost never' },
  { id: 'never', es: 'Nunca', en: 'Never' },
];

export const guide2: PsyGuide = {
  id: 'nom035_g2',
  name: text('Guía II · Factores de riesgo psicosocial', 'Guide II'),
  source: 'DOF 23/10/2018',
  instructions: text('Las preguntas se refieren a las condiciones de los últimos dos meses.'),
  options: likert,
  sections: [
    {
      id: 's1',
      title: text('Condiciones de tu centro de trabajo'),
      filter: null,
      stem: null,
      items: [1, 2],
    },
    {
      id: 's2',
      title: text('Atención a clientes'),
      filter: { id: 'serves_clients', ...text('¿En mi trabajo debo brindar servicio a clientes?') },
      stem: null,
      items: [3],
    },
    {
      id: 's3',
      title: text('Soy jefe'),
      filter: { id: 'is_boss', ...text('¿Soy jefe de otros trabajadores?') },
      stem: null,
      items: [4],
    },
  ],
  items: [
    { n: 1, ...text('Mi trabajo me exige hacer mucho esfuerzo físico') },
    { n: 2, ...text('Me preocupa sufrir un accidente en mi trabajo') },
    { n: 3, ...text('Atiendo clientes muy enojados') },
    { n: 4, ...text('Comunican tarde los asuntos de trabajo') },
  ],
  categories: [
    {
      id: 'ambiente',
      ...text('Ambiente de trabajo'),
      cutoffs: [3, 5, 7, 9],
      domains: [
        {
          id: 'condiciones',
          ...text('Condiciones en el ambiente de trabajo'),
          cutoffs: [3, 5, 7, 9],
          dimensions: [{ id: 'peligrosas', ...text('Condiciones peligrosas'), items: [1, 2] }],
        },
      ],
    },
    {
      id: 'actividad',
      ...text('Factores propios de la actividad'),
      cutoffs: [10, 20, 30, 40],
      domains: [
        {
          id: 'carga',
          ...text('Carga de trabajo'),
          cutoffs: [12, 16, 20, 24],
          dimensions: [{ id: 'emocionales', ...text('Cargas emocionales'), items: [3, 4] }],
        },
      ],
    },
  ],
  final_cutoffs: [20, 45, 70, 90],
};

export const mine: PsyMine = {
  id: 7,
  workplace: 'Planta Monterrey',
  state: 'open',
  guide: 'nom035_g2',
  guide1: true,
  opens_on: '2026-11-20',
  closes_on: '2026-12-20',
  guide1_done: false,
  main_done: false,
  can_answer_main: true,
};

export const questionnaire: PsyQuestionnaire = {
  ...mine,
  confidentiality: text('Tus respuestas son confidenciales y solo se usan de forma agregada.'),
  guides: [guide1, guide2],
  guide1_outcome: null,
};

export const guides = {
  guides: [guide1, guide2],
  actions: [
    {
      level: 'alto' as const,
      es: 'Realizar una evaluación más detallada y un programa de intervención.',
      en: 'A detailed evaluation and an intervention program.',
    },
    {
      level: 'bajo' as const,
      es: 'Difundir la política de prevención.',
      en: 'Spread the prevention policy.',
    },
    { level: 'nulo' as const, es: 'No requiere medidas adicionales.', en: 'No further measures.' },
  ],
  size_rules: [
    { min: 1, max: 15, guide: null, sample_allowed: false },
    { min: 16, max: 50, guide: 'nom035_g2' as const, sample_allowed: false },
    { min: 51, max: null, guide: 'nom035_g3' as const, sample_allowed: true },
  ],
};
