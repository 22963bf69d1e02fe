import type { Packet } from '../api/types';

/** The file name of a packet's PDF: the cycle and the person, plain letters and dashes. */
export function pdfFileName(packet: Packet): string {
  const words = `${packet.participant.cycle.name} ${packet.participant.person.full_name}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${words || 'evaluacion'}.pdf`;
}
