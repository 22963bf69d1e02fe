import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { DateText } from '@/components/date-text';

import { PersonAvatar, type PersonAvatarProps } from './person-avatar';

export type PersonActivityEntry = {
  id: number | string;
  person: PersonAvatarProps['person'];
  at: number | string;
};

export type PersonActivityProps<T extends PersonActivityEntry> = {
  items: T[];
  /** The sentence for one entry ("Ana completó «Plantar un árbol» · 50 puntos"). */
  describe: (entry: T) => string;
  /** Page `page` (from 0) of `total` entries, `pageSize` a page; the buttons step newer/older. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  labels: { newer: string; older: string };
};

/** What people did, newest first: each entry with the person's picture, a sentence and when,
 *  a page at a time. */
export function PersonActivity<T extends PersonActivityEntry>({
  items,
  describe,
  page,
  pageSize,
  total,
  onPage,
  labels,
}: PersonActivityProps<T>) {
  return (
    <Stack spacing={1}>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((entry) => (
          <Stack
            key={entry.id}
            component="li"
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center' }}
          >
            <PersonAvatar person={entry.person} size={32} />
            <Stack sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {describe(entry)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <DateText value={entry.at} />
              </Typography>
            </Stack>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        {page > 0 ? (
          <Button size="small" onClick={() => onPage(page - 1)}>
            {labels.newer}
          </Button>
        ) : null}
        {(page + 1) * pageSize < total ? (
          <Button size="small" onClick={() => onPage(page + 1)}>
            {labels.older}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
