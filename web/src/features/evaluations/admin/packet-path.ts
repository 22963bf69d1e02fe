// The members' screen of one participant's packet (the evaluations feature's own page), which
// admins open from the console.
export const packetPath = (participantId: number) =>
  `/performance_evaluation/participants/${participantId}`;
