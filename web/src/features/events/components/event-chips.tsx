import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';

import type { EventKind, EventSummary, Registration } from '../api/types';

export function KindChip({ kind }: { kind: EventKind }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" label={t(`events.kind.${kind}`)} />;
}

/** How many places are left: "Quedan 3 lugares", "Lista de espera" when full; nothing when the
 *  event has no limit. */
export function PlacesChip({ event }: { event: EventSummary }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  if (event.status !== 'published' || event.places_left === null) return null;
  if (event.places_left <= 0)
    return <Chip size="small" color="warning" label={t('events.places.waitlist')} />;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={t('events.places.left', {
        count: event.places_left,
        places: format.number(event.places_left),
      })}
    />
  );
}

/** What the viewer answered, and where they stand: a place, the waitlist, a place offered. */
export function MyStatusChip({ my }: { my: Registration | null }) {
  const { t } = useTranslation();
  if (!my) return null;
  if (my.response === 'going') {
    if (my.status === 'confirmed')
      return <Chip size="small" color="primary" label={t('events.my.confirmed')} />;
    if (my.status === 'offered')
      return <Chip size="small" color="warning" label={t('events.my.offered')} />;
    if (my.status === 'waitlisted')
      return (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={t('events.my.waitlisted', { position: my.waitlist_position ?? '—' })}
        />
      );
  }
  if (my.response === 'maybe')
    return <Chip size="small" variant="outlined" label={t('events.my.maybe')} />;
  if (my.response === 'not_going')
    return <Chip size="small" variant="outlined" label={t('events.my.notGoing')} />;
  return null;
}

export function StatusChipOf({ status }: { status: EventSummary['status'] }) {
  const { t } = useTranslation();
  if (status === 'published') return null;
  return (
    <Chip
      size="small"
      color={status === 'cancelled' ? 'error' : 'default'}
      label={t(`events.status.${status}`)}
    />
  );
}
