import { useTranslation } from 'react-i18next';

import { StatusChip } from '@/components/status-chip';

import type { PacketStatus, Phase } from './types';

const PHASE_COLORS: Record<Phase, 'success' | 'warning' | 'default'> = {
  draft: 'default',
  nomination: 'warning',
  writing: 'success',
  calibration: 'warning',
  sharing: 'success',
  closed: 'default',
};

/** A cycle's phase in words (Borrador, Redacción, Calibración...). */
export function PhaseChip({ phase }: { phase: Phase }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`evaluations.admin.phase.${phase}`)}
      current={phase !== 'draft' && phase !== 'closed'}
      color={PHASE_COLORS[phase]}
    />
  );
}

const PACKET_COLORS: Record<PacketStatus, 'success' | 'warning' | 'default'> = {
  not_started: 'default',
  draft: 'warning',
  submitted: 'success',
  calibrated: 'success',
  shared: 'success',
  acknowledged: 'success',
};

/** A participant's packet in words (Sin empezar, En borrador, Enviada...). */
export function PacketChip({ status }: { status: PacketStatus }) {
  const { t } = useTranslation();
  return (
    <StatusChip
      label={t(`evaluations.admin.packet.${status}`)}
      current={status !== 'not_started' && status !== 'draft'}
      color={PACKET_COLORS[status]}
    />
  );
}
