// Illustrations for recognition types without a picture of their own: drawn for this
// repository (MIT, like the code), in the brand's colours (the theme's primary for the motif,
// its warning tone for sparkles), so a card celebrates even when an admin uploaded nothing.
// A type keeps the same illustration (chosen by its id).
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const SPARKLES = (
  <g data-tone="accent">
    <path d="M55.0 14.0 L51.4 15.4 L50.0 19.0 L48.6 15.4 L45.0 14.0 L48.6 12.6 L50.0 9.0 L51.4 12.6Z" />
    <path d="M18.0 48.0 L15.1 49.1 L14.0 52.0 L12.9 49.1 L10.0 48.0 L12.9 46.9 L14.0 44.0 L15.1 46.9Z" />
    <circle cx="13" cy="17" r="2" />
  </g>
);

/** Each illustration: the motif (primary) and its highlights (accent), on a soft disc. */
const TYPE_ART: readonly { name: string; motif: ReactNode }[] = [
  {
    name: 'star',
    motif: (
      <>
        <path
          data-tone="main"
          d="M32.0 16.0 L36.4 26.9 L48.2 27.7 L39.1 35.3 L42.0 46.8 L32.0 40.5 L22.0 46.8 L24.9 35.3 L15.8 27.7 L27.6 26.9Z"
        />
        {SPARKLES}
      </>
    ),
  },
  {
    name: 'heart',
    motif: (
      <>
        <path
          data-tone="main"
          d="M32 47 C20 38 16 33 16 26.5 C16 21.5 19.8 18 24.3 18 C27.6 18 30.4 19.9 32 22.8 C33.6 19.9 36.4 18 39.7 18 C44.2 18 48 21.5 48 26.5 C48 33 44 38 32 47Z"
        />
        <path
          data-tone="light"
          d="M22 25.5 C22 23.4 23.6 22 25.5 22 L25.5 24.5 C24.8 24.5 24.5 25 24.5 25.5Z"
        />
        {SPARKLES}
      </>
    ),
  },
  {
    name: 'trophy',
    motif: (
      <>
        <path
          data-tone="main"
          d="M22 16 H42 V27 C42 33 37.8 37.4 34 38.4 V43 H39 V48 H25 V43 H30 V38.4 C26.2 37.4 22 33 22 27Z"
        />
        <path
          data-tone="main"
          d="M22 19 H16 V23 C16 27.5 19 30.5 23 31 L23.4 28 C20.8 27.6 19 25.8 19 23 V22 H22Z M42 19 H48 V23 C48 27.5 45 30.5 41 31 L40.6 28 C43.2 27.6 45 25.8 45 23 V22 H42Z"
        />
        <path
          data-tone="accent"
          d="M32 21 L33.5 24.6 L37 25 L34.4 27.4 L35.1 31 L32 29.2 L28.9 31 L29.6 27.4 L27 25 L30.5 24.6Z"
        />
        {SPARKLES}
      </>
    ),
  },
  {
    name: 'rocket',
    motif: (
      <>
        <path
          data-tone="main"
          d="M32 12 C38 17 41 24 41 32 L41 40 H23 L23 32 C23 24 26 17 32 12Z"
        />
        <path data-tone="main" d="M23 33 L16 41 V45 L23 42Z M41 33 L48 41 V45 L41 42Z" />
        <circle data-tone="light" cx="32" cy="27" r="4" />
        <path data-tone="accent" d="M27 42 H37 L34.5 51 L32 47.5 L29.5 51Z" />
        {SPARKLES}
      </>
    ),
  },
  {
    name: 'lightbulb',
    motif: (
      <>
        <path
          data-tone="main"
          d="M32 13 C39.7 13 45 18.6 45 25.6 C45 30.4 42.4 33.6 40 36 C38.6 37.4 38 38.8 38 40.5 V42 H26 V40.5 C26 38.8 25.4 37.4 24 36 C21.6 33.6 19 30.4 19 25.6 C19 18.6 24.3 13 32 13Z"
        />
        <path
          data-tone="light"
          d="M25 25 C25 21 27.8 18.5 31 18 L31.4 20.6 C29.2 21 27.6 22.6 27.6 25Z"
        />
        <path
          data-tone="main"
          d="M26 44 H38 V46.5 H26Z M28 48.5 H36 C36 50.4 34.2 52 32 52 C29.8 52 28 50.4 28 48.5Z"
        />
        {SPARKLES}
      </>
    ),
  },
  {
    name: 'medal',
    motif: (
      <>
        <path data-tone="light" d="M22 10 H30 L36 24 H28Z" />
        <path data-tone="main" d="M42 10 H34 L28 24 H36Z" />
        <circle data-tone="main" cx="32" cy="37" r="13" />
        <circle data-tone="light" cx="32" cy="37" r="9" />
        <path
          data-tone="accent"
          d="M32 31 L33.8 34.8 L38 35.3 L34.9 38.2 L35.7 42.3 L32 40.2 L28.3 42.3 L29.1 38.2 L26 35.3 L30.2 34.8Z"
        />
      </>
    ),
  },
];

/** Which illustration a type shows (the same one every time). */
function typeArtIndex(typeId: number): number {
  return Math.abs(typeId) % TYPE_ART.length;
}

export type TypeArtProps = { typeId: number; size?: number };

/** A recognition type's illustration: decorative (the type's name is written beside it). */
export function TypeArt({ typeId, size = 56 }: TypeArtProps) {
  const art = TYPE_ART[typeArtIndex(typeId)] ?? TYPE_ART[0];
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden
      focusable="false"
      data-testid="type-art"
      data-art={art?.name}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        '& [data-tone="main"]': { fill: (theme) => theme.palette.primary.main },
        '& [data-tone="light"]': { fill: (theme) => theme.palette.primary.light },
        '& [data-tone="accent"]': { fill: (theme) => theme.palette.warning.main },
        '& [data-tone="disc"]': { fill: (theme) => theme.palette.primary.main, opacity: 0.1 },
      }}
    >
      <circle data-tone="disc" cx="32" cy="32" r="32" />
      {art?.motif}
    </Box>
  );
}
