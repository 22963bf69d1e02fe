import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type BrandMarkProps = {
  name: string;
  logoUrl?: string | null;
  /** Text colour when the name is shown instead of a logo. */
  color?: string;
};

/** The organisation's logo, or its name when it has no logo. */
export function BrandMark({ name, logoUrl, color = 'inherit' }: BrandMarkProps) {
  if (logoUrl) {
    return <Box component="img" src={logoUrl} alt={name} sx={{ maxHeight: 40, maxWidth: 180 }} />;
  }
  return (
    <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700, color }}>
      {name}
    </Typography>
  );
}
