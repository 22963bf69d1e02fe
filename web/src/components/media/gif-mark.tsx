import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** The "GIF" mark of an animated picture (hidden from screen readers: the tile's description
 *  says it in words). */
export function GifMark() {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        px: 0.5,
        borderRadius: 0.5,
        bgcolor: 'grey.900',
        color: 'common.white',
        fontSize: 11,
        fontWeight: 700,
        lineHeight: 1.5,
        letterSpacing: 0.5,
      }}
    >
      {t('mediaPicker.gif')}
    </Box>
  );
}
