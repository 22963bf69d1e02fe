import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type EmojiNameProps = {
  emoji?: string | null;
  /** Shown when the item has no emoji of its own. */
  fallback: string;
  name: string;
  /** Under the name (a chip). */
  extra?: ReactNode;
};

/** The first cell of a type or value row: its emoji and its name. */
export function EmojiName({ emoji, fallback, name, extra }: EmojiNameProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="span" aria-hidden sx={{ fontSize: 22 }}>
        {emoji ?? fallback}
      </Typography>
      <Stack sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        {extra}
      </Stack>
    </Stack>
  );
}
