import Box from '@mui/material/Box';

export type KeyTextProps = { value: string };

/** A text's key (`people.import.title`), in monospace; a long one wraps at any point rather than
 *  widening its column. */
export function KeyText({ value }: KeyTextProps) {
  return (
    <Box
      component="code"
      sx={{ fontFamily: 'monospace', fontSize: '0.875em', overflowWrap: 'anywhere' }}
    >
      {value}
    </Box>
  );
}
