import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { AdminUser } from '../api/people';

/** Groups shown by name in a row; the rest are counted. */
const SHOWN = 2;

export type GroupChipsProps = { groups: AdminUser['groups'] };

/** A person's groups as chips: the first two (long names cut), then "+N". */
export function GroupChips({ groups }: GroupChipsProps) {
  const { t } = useTranslation();
  if (groups.length === 0) return <>—</>;
  const rest = groups.slice(SHOWN);
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {groups.slice(0, SHOWN).map((group) => (
        <Chip
          key={group.id}
          size="small"
          variant="outlined"
          label={group.name}
          title={group.name}
          sx={{ maxWidth: 120 }}
        />
      ))}
      {rest.length > 0 ? (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          title={rest.map((group) => group.name).join(', ')}
        >
          {t('people.groupsMore', { count: rest.length })}
        </Typography>
      ) : null}
    </Stack>
  );
}
