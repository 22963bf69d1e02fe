import type { PodiumMetric } from '../api/podium';

/** Glossary key of a board's value ("N reconocimientos", "N puntos"). */
export function podiumValueKey(metric: PodiumMetric) {
  return metric === 'received'
    ? ('podium.value.received' as const)
    : metric === 'sent'
      ? ('podium.value.sent' as const)
      : ('podium.value.points' as const);
}
