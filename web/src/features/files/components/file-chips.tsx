import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';

/** "Vence el 31/12/2026" (outlined), or "Vencido" (red) once the day has passed. */
export function ExpiryChip({ expiresOn, expired }: { expiresOn: string | null; expired: boolean }) {
  const { t } = useTranslation();
  if (!expiresOn) return null;
  if (expired) {
    return (
      <Chip
        size="small"
        color="error"
        label={
          <>
            {t('files.chips.expired')} (<DateText value={`${expiresOn}T00:00:00`} />)
          </>
        }
      />
    );
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      label={
        <>
          {t('files.chips.expiresOn')} <DateText value={`${expiresOn}T00:00:00`} />
        </>
      }
    />
  );
}

/** "Confirmado" (green) or "Por confirmar" (amber) when the file asks for a read confirmation. */
export function AckChip({
  requiresAck,
  acknowledged,
}: {
  requiresAck: boolean;
  acknowledged: boolean;
}) {
  const { t } = useTranslation();
  if (!requiresAck) return null;
  return acknowledged ? (
    <Chip size="small" color="success" label={t('files.chips.confirmed')} />
  ) : (
    <Chip size="small" color="warning" label={t('files.chips.toConfirm')} />
  );
}

/** A file's tags; each searches the repository by that tag when `onTag` is given. */
export function TagChips({
  tags,
  onTag,
}: {
  tags: readonly string[];
  onTag?: (tag: string) => void;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      aria-label={t('files.chips.tags')}
      sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          {onTag ? (
            <Chip
              size="small"
              variant="outlined"
              label={`#${tag}`}
              onClick={() => onTag(tag)}
              aria-label={t('files.chips.searchTag', { tag })}
            />
          ) : (
            <Chip size="small" variant="outlined" label={`#${tag}`} />
          )}
        </li>
      ))}
    </Stack>
  );
}
