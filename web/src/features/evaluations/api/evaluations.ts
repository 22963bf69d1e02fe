// The evaluations calls of members and leaders (api/modules/evaluations.yaml, EVA-1..7): the
// caller's work, one review with its evidence, the nominations, one packet, and the writes that
// change them. Every write reads the module's cached reads again: a submitted review moves the
// status lines of the lists, a share or an acknowledgement the packet and the lists.
import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';

import { getBlob, getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';

import { keyRoots } from './query-keys';
import type {
  Evidence,
  FollowUpInput,
  MyWork,
  Nomination,
  Packet,
  ReviewDetail,
  ReviewInput,
} from './types';

const EVALUATIONS = keyRoots.evaluations;

export const evaluationKeys = {
  all: () => EVALUATIONS,
  work: () => [...EVALUATIONS, 'work'] as const,
  review: (reviewId: number) => [...EVALUATIONS, 'review', reviewId] as const,
  evidence: (reviewId: number) => [...EVALUATIONS, 'evidence', reviewId] as const,
  packet: (participantId: number) => [...EVALUATIONS, 'packet', participantId] as const,
};

/** GET /evaluations: the caller's reviews, nominations, packets and team. */
export const myWorkQueryOptions = () =>
  readQueryOptions(evaluationKeys.work(), (options) => getData<MyWork>('/evaluations', options));

/** GET /evaluations/reviews/{id}: 404 for anyone but its reviewer. */
export const reviewQueryOptions = (reviewId: number) =>
  readQueryOptions(evaluationKeys.review(reviewId), (options) =>
    getData<ReviewDetail>(`/evaluations/reviews/${reviewId}`, options),
  );

/** GET /evaluations/reviews/{id}/evidence: the participant's signals in the window (EVA-★1). */
export const evidenceQueryOptions = (reviewId: number) =>
  queryOptions({
    ...readQueryOptions(evaluationKeys.evidence(reviewId), (options) =>
      getData<Evidence>(`/evaluations/reviews/${reviewId}/evidence`, options),
    ),
    staleTime: 5 * 60 * 1000,
  });

/** GET /evaluations/participants/{id}/packet: what the viewer may see of it. */
export const packetQueryOptions = (participantId: number) =>
  readQueryOptions(evaluationKeys.packet(participantId), (options) =>
    getData<Packet>(`/evaluations/participants/${participantId}/packet`, options),
  );

/** After any write: the lists, the review and the packets are read again. */
const refresh = (
  _data: unknown,
  _variables: unknown,
  _result: unknown,
  { client }: MutationFunctionContext,
) => client.invalidateQueries({ queryKey: EVALUATIONS });

/** PUT /evaluations/reviews/{id}: the draft (loose checks: ids, ranges, lengths). */
export const saveReviewMutation = (reviewId: number) =>
  mutationOptions({
    mutationFn: (body: ReviewInput) =>
      sendData<ReviewDetail>('PUT', `/evaluations/reviews/${reviewId}`, body),
    onSuccess: refresh,
  });

/** POST /evaluations/reviews/{id}/submit: 422 names each field (`answers.<id>`,
 *  `competencies.<value_id>`, `goals.<goal_id>`); 409 phase_closed after the writing phase. */
export const submitReviewMutation = (reviewId: number) =>
  mutationOptions({
    mutationFn: (body: ReviewInput) =>
      sendData<ReviewDetail>('POST', `/evaluations/reviews/${reviewId}/submit`, body),
    onSuccess: refresh,
  });

/** POST /evaluations/reviews/{id}/decline {reason}: a peer declines before submitting. */
export const declineReviewMutation = (reviewId: number) =>
  mutationOptions({
    mutationFn: (reason: string) =>
      sendData<unknown>('POST', `/evaluations/reviews/${reviewId}/decline`, { reason }),
    onSuccess: refresh,
  });

/** POST /evaluations/participants/{id}/nominations {user_ids}: 422 too_many_peers. */
export const nominateMutation = (participantId: number) =>
  mutationOptions({
    mutationFn: (userIds: number[]) =>
      sendData<Nomination[]>('POST', `/evaluations/participants/${participantId}/nominations`, {
        user_ids: userIds,
      }),
    onSuccess: refresh,
  });

/** POST /evaluations/nominations/{id}/approve (the participant's leader): 409
 *  reviewer_overloaded when the peer has reached the cycle's cap. */
export const approveNominationMutation = () =>
  mutationOptions({
    mutationFn: (nominationId: number) =>
      sendData<Nomination>('POST', `/evaluations/nominations/${nominationId}/approve`),
    onSuccess: refresh,
  });

/** POST /evaluations/nominations/{id}/reject {reason?} (the participant's leader). */
export const rejectNominationMutation = (nominationId: number) =>
  mutationOptions({
    mutationFn: (reason: string) =>
      sendData<Nomination>(
        'POST',
        `/evaluations/nominations/${nominationId}/reject`,
        reason ? { reason } : {},
      ),
    onSuccess: refresh,
  });

/** POST /evaluations/nominations/{id}/decline {reason} (the nominated peer, until they submit). */
export const declineNominationMutation = (nominationId: number) =>
  mutationOptions({
    mutationFn: (reason: string) =>
      sendData<Nomination>('POST', `/evaluations/nominations/${nominationId}/decline`, { reason }),
    onSuccess: refresh,
  });

/** POST /evaluations/participants/{id}/share: the leader (or an admin) shares a calibrated
 *  packet with its person, in the sharing phase. */
export const shareMutation = (participantId: number) =>
  mutationOptions({
    mutationFn: () => sendData<unknown>('POST', `/evaluations/participants/${participantId}/share`),
    onSuccess: refresh,
  });

/** POST /evaluations/participants/{id}/acknowledge {comment?}: the person, once shared. */
export const acknowledgeMutation = (participantId: number) =>
  mutationOptions({
    mutationFn: (comment: string) =>
      sendData<unknown>(
        'POST',
        `/evaluations/participants/${participantId}/acknowledge`,
        comment.trim() ? { comment: comment.trim() } : {},
      ),
    onSuccess: refresh,
  });

/** How long the packet's PDF may take to build and arrive. */
const PACKET_PDF_TIMEOUT_MS = 60_000;

/** GET /evaluations/participants/{id}/packet.pdf: fetched with the session (no plain link). */
export const packetPdfMutation = (participantId: number) =>
  mutationOptions({
    mutationFn: () =>
      getBlob(`/evaluations/participants/${participantId}/packet.pdf`, {
        timeout: PACKET_PDF_TIMEOUT_MS,
      }),
  });

/** POST /evaluations/participants/{id}/follow_ups: a task for the person reviewed (their leader
 *  or an admin; 409 tasks_off with the tasks module off; 422 names title or due_on). */
export const followUpMutation = (participantId: number) =>
  mutationOptions({
    mutationFn: (body: FollowUpInput) =>
      sendData<Packet>('POST', `/evaluations/participants/${participantId}/follow_ups`, body),
    onSuccess: refresh,
  });
