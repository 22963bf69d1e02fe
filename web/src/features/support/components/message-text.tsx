import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Longer than this (or of several lines), a message starts folded to two lines. */
const FOLD_AFTER = 160;

/** A message as written (its line breaks kept), folded to two lines with "Ver más" when long. */
export function MessageText({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const foldable = text.length > FOLD_AFTER || text.includes('\n');
  const [open, setOpen] = useState(false);
  const folded = foldable && !open;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        id={id}
        variant="body2"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(folded
            ? {
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }
            : {}),
        }}
      >
        {text}
      </Typography>
      {foldable ? (
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          sx={{ px: 0.5, minWidth: 0 }}
        >
          {open ? t('support.messages.showLess') : t('support.messages.showMore')}
        </Button>
      ) : null}
    </Box>
  );
}
