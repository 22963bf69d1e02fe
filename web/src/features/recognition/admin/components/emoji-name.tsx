import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type EmojiNameProps = {
  emoji?: string | null;
  /** Shown when the item has no emoji of its own. */
  fallback: string;
  name: string;
  /** The English name, when the organisation set one: shown under the name. */
  nameEn?: string | null;
  /** Under the name (a chip). */
  extra?: ReactNode;
};

/** The first cell of a type or value row: its emoji, its name and its English name. */
export function EmojiName({ emoji, fallback, name, nameEn, extra }: EmojiNameProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="span" aria-hidden sx={{ fontSize: 22 }}>
        {emoji ?? fallback}
      </Typography>
      <Stack sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
        {nameEn?.trim() ? (
          <Typography variant="body2" color="text.secondary">
            {t('admin.english.shownAs', { name: nameEn })}
          </Typography>
        ) : null}
        {extra}
      </Stack>
    </Stack>
  );
}
