// Beyond spec §2's route table: the point requests a leader (or an admin) decides.
export const pointRequestsPaths = { review: '/point-requests/review' } as const;
