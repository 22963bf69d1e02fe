/** A task id in the address, or null. */
export const taskIdOf = (raw: string | null | undefined): number | null =>
  raw != null && /^[1-9][0-9]{0,17}$/.test(raw) ? Number(raw) : null;
