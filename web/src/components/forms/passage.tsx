// The items that ask nothing: a section's heading (the items after it are its group) and a
// statement (text to read).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { Passage } from '@/lib/forms/types';

export type PassageViewProps = { item: Passage<string>; headingId: string };

export function PassageView({ item, headingId }: PassageViewProps) {
  if (item.type === 'section') {
    return (
      <Box sx={{ pt: 1 }}>
        {item.title ? (
          <Typography
            id={headingId}
            variant="h5"
            component="h2"
            tabIndex={-1}
            sx={{ outline: 'none' }}
          >
            {item.title}
          </Typography>
        ) : null}
        {item.description ? (
          <Typography color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
            {item.description}
          </Typography>
        ) : null}
      </Box>
    );
  }
  return (
    <Box>
      {item.title ? <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{item.title}</Typography> : null}
      <Typography sx={{ whiteSpace: 'pre-line' }}>{item.text}</Typography>
      {item.description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
          {item.description}
        </Typography>
      ) : null}
    </Box>
  );
}
