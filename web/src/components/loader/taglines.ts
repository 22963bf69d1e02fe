// The loader's product tagline, rotated through five languages.

export type Tagline = { lang: 'es' | 'en' | 'pt' | 'fr' | 'it'; text: string };

export const TAGLINES: readonly Tagline[] = [
  { lang: 'es', text: 'Reconocer el buen trabajo es contagioso.' },
  { lang: 'en', text: 'Recognising great work is contagious.' },
  { lang: 'pt', text: 'Reconhecer um bom trabalho é contagiante.' },
  { lang: 'fr', text: 'Reconnaître le travail bien fait, c’est contagieux.' },
  { lang: 'it', text: 'Riconoscere il buon lavoro è contagioso.' },
];

export const TAGLINE_INTERVAL_MS = 2_200;
