// The communications screens, beyond spec §2's route table: the communications a member received
// (and one of them below it, `/communications/:id`).
export const communicationsPaths = { list: '/communications' } as const;
