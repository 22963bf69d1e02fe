import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export type LoadingBlockProps = { label: string };

/** A section's loading state. */
export function LoadingBlock({ label }: LoadingBlockProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
