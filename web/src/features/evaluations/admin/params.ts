// The console section's address: `?cycle=<id>` (its page), `&view=edit` (its editor),
// `&view=calibration` (its calibration), `?new` (a new cycle).
export const adminParams = {
  cycle: 'cycle',
  create: 'new',
  view: 'view',
} as const;

export type CycleView = 'participants' | 'calibration' | 'edit';
