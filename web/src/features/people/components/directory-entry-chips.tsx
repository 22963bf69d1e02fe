import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { StatusChip, type StatusChipProps } from '@/components/status-chip';

import type { DirectoryEntry, DirectoryEntryStatus } from '../api/people-directory';

export type DirectoryEntryChipsProps = { entry: DirectoryEntry };

/** Active members look as on the people list; a new person is welcome, one without an address
 *  cannot come in. */
const STATUS_CHIPS = {
  new: { current: false, color: 'success' },
  active: { current: true, color: 'success' },
  inactive: { current: false, color: 'default' },
  no_email: { current: false, color: 'warning' },
} as const satisfies Record<DirectoryEntryStatus, Pick<StatusChipProps, 'current' | 'color'>>;

/** What a person of the directory is to the organisation (Nueva, Activa, Inactiva, Sin correo),
 *  and "Sincronizada" when the sync keeps them up to date. */
export function DirectoryEntryChips({ entry }: DirectoryEntryChipsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <StatusChip
        {...STATUS_CHIPS[entry.status]}
        label={t(`people.directory.people.status.${entry.status}`)}
      />
      {entry.managed ? (
        <StatusChip current={false} color="default" label={t('people.directory.people.managed')} />
      ) : null}
    </Stack>
  );
}
