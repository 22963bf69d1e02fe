import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import Box from '@mui/material/Box';

/** A provider's logo, or a quiet health icon in its place (decorative: the name says who it is). */
export function ProviderLogo({ url, size }: { url: string | null; size: number }) {
  if (url)
    return (
      <Box
        component="img"
        src={url}
        alt=""
        sx={{
          width: size,
          height: size,
          objectFit: 'contain',
          borderRadius: 1.5,
          flexShrink: 0,
          bgcolor: 'background.paper',
        }}
      />
    );
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1.5,
        bgcolor: 'action.hover',
        color: 'text.secondary',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <LocalHospitalOutlined sx={{ fontSize: Math.min(40, size / 2) }} />
    </Box>
  );
}
