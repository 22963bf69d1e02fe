import Box from '@mui/material/Box';

export type CodeBlockProps = { code: string; label?: string };

/** A preformatted, horizontally scrollable code sample, reachable by keyboard. */
export function CodeBlock({ code, label }: CodeBlockProps) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      role={label ? 'region' : undefined}
      aria-label={label}
      sx={{
        m: 0,
        p: 2,
        overflowX: 'auto',
        bgcolor: 'grey.900',
        color: 'grey.50',
        borderRadius: 1,
        fontFamily: '"SFMono-Regular", Consolas, "Liberation Mono", Menlo, monospace',
        fontSize: '0.85rem',
        lineHeight: 1.6,
      }}
    >
      <code>{code}</code>
    </Box>
  );
}
