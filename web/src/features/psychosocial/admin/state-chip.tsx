import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { PsyState } from '../api/psychosocial';
import { STATE_COLOURS } from '../lib/labels';

/** An application's state: Borrador, Abierta, Cerrada (the open one filled). */
export function StateChip({ state }: { state: PsyState }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`psychosocial.states.${state}`)}
      current={state !== 'closed'}
      color={STATE_COLOURS[state]}
    />
  );
}
