import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export type MethodPathProps = { method: string; path: string };

/** "POST /api/send_feedback". */
export function MethodPath({ method, path }: MethodPathProps) {
  return (
    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Chip
        component="span"
        label={method.toUpperCase()}
        color="primary"
        size="small"
        sx={{ fontWeight: 700, flexShrink: 0 }}
      />
      <code style={{ overflowWrap: 'anywhere' }}>{path}</code>
    </Stack>
  );
}
