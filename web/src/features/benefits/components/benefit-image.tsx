import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import Box from '@mui/material/Box';

/** A benefit's picture, or a quiet gift icon in its place (decorative: the title says what it
 *  is). */
export function BenefitImage({ url, height }: { url: string | null; height: number }) {
  if (url)
    return (
      <Box
        component="img"
        src={url}
        alt=""
        sx={{ width: '100%', height, objectFit: 'cover', display: 'block', flexShrink: 0 }}
      />
    );
  return (
    <Box
      aria-hidden
      sx={{
        height,
        flexShrink: 0,
        bgcolor: 'action.hover',
        color: 'text.secondary',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <CardGiftcardOutlined sx={{ fontSize: Math.min(56, height / 2) }} />
    </Box>
  );
}
