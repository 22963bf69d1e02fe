// The forms' screens, beyond spec §2's route table: a form to answer, `/forms/:formId` (the link an
// admin shares).
export const formsPaths = { answer: '/forms' } as const;
