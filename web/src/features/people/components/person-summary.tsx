import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { PersonAvatar } from '@/components/people/person-avatar';

import type { AdminUser } from '../api/people';

export type PersonSummaryProps = { person: AdminUser };

/** Photo or initials, full name and e-mail: how a row names its person (phrasing content only,
 *  so it may sit in a heading). */
export function PersonSummary({ person }: PersonSummaryProps) {
  return (
    <Stack
      component="span"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', minWidth: 0 }}
    >
      <PersonAvatar person={person} size={36} />
      <Box component="span" sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {person.full_name}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {person.email}
        </Typography>
      </Box>
    </Stack>
  );
}
