import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { placeholdersOf, splitPlaceholders } from '../lib/placeholders';

/** One placeholder, marked apart from the words around it. */
function Placeholder({ value }: { value: string }) {
  return (
    <Box
      component="mark"
      sx={{
        fontFamily: 'monospace',
        fontSize: '0.875em',
        px: 0.5,
        borderRadius: 0.5,
        bgcolor: 'action.selected',
        color: 'text.primary',
        overflowWrap: 'anywhere',
      }}
    >
      {value}
    </Box>
  );
}

export type PlaceholderTextProps = { text: string };

/** A text as written, line breaks kept, with its placeholders marked. */
export function PlaceholderText({ text }: PlaceholderTextProps) {
  return (
    <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {splitPlaceholders(text).map((part, index) =>
        part.placeholder ? <Placeholder key={index} value={part.text} /> : part.text,
      )}
    </Typography>
  );
}

export type PlaceholderListProps = { text: string | null };

/** "Datos que debe conservar: {{name}} {{count}}", and what they are; nothing for a text
 *  without placeholders. */
export function PlaceholderList({ text }: PlaceholderListProps) {
  const { t } = useTranslation();
  const placeholders = placeholdersOf(text);
  if (placeholders.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography component="p" sx={{ fontWeight: 700 }}>
        {t('glossaryAdmin.dialog.placeholders')}{' '}
        {placeholders.map((placeholder, index) => (
          <span key={placeholder}>
            {index > 0 ? ' ' : null}
            <Placeholder value={placeholder} />
          </span>
        ))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('glossaryAdmin.dialog.placeholdersHelp')}
      </Typography>
    </Stack>
  );
}
