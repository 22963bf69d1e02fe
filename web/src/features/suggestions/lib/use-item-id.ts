import { useParams } from 'react-router';

const ID = /^[1-9]\d{0,15}$/;

/** A numeric id of the address (`:campaignId`, `:ideaId`), or null when it is not one. */
export function useItemId(param: 'campaignId' | 'ideaId'): number | null {
  const raw = useParams()[param] ?? '';
  return ID.test(raw) ? Number(raw) : null;
}
