import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { AdminUser } from '../api/people';

export type PersonStateChipsProps = { person: AdminUser };

/** Activa / Inactiva, and "Pendiente de activar" and "Externa" when they apply. */
export function PersonStateChips({ person }: PersonStateChipsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <StatusChip
        current={person.active}
        color={person.active ? 'success' : 'default'}
        label={t(person.active ? 'people.state.active' : 'people.state.inactive')}
      />
      {person.activated ? null : (
        <StatusChip current={false} color="warning" label={t('people.state.pending')} />
      )}
      {person.external ? (
        <StatusChip current={false} color="default" label={t('people.state.external')} />
      ) : null}
    </Stack>
  );
}
