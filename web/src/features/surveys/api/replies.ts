// Anonymous replies to survey comments (SUR-17, api/modules/surveys.yaml): the respondent's
// threads on their own comments (/surveys/replies) and the admins' side of one comment's thread
// (/org/surveys/{id}/comments/{box}). A comment's reply box is opaque; nobody at the
// organisation learns who wrote it.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { adminSurveyKeys } from './admin-surveys';
import { memberSurveyKeys } from './surveys';

type Schemas = components['schemas'];

export type SurveyThread = Schemas['SurveyThread'];
export type SurveyThreadMessage = Schemas['SurveyThreadMessage'];
/** A comment of the results (with its reply box when its author allowed replies). */
export type ResultComment = Schemas['SurveyResults']['comments'][number];

/** A reply's length limits (the server's 422 invalid_reply outside them). */
export const REPLY_MAX_LENGTH = 2000;

/** The reply as sent (trimmed), or null when it is empty or too long. */
export const replyText = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed.length === 0 || trimmed.length > REPLY_MAX_LENGTH ? null : trimmed;
};

const boxPath = (box: string) => encodeURIComponent(box);

// ---- The respondent's threads -------------------------------------------------------------

export const replyKeys = {
  /** Under the person's surveys' root: sending answers reads them again too. */
  mine: () => [...memberSurveyKeys.all(), 'replies'] as const,
  thread: (surveyId: number, box: string) =>
    [...adminSurveyKeys.one(surveyId), 'thread', box] as const,
};

/** GET /surveys/replies: the threads on the person's own comments, newest activity first. */
export const myRepliesQueryOptions = () =>
  queryOptions({
    ...readQueryOptions(replyKeys.mine(), (options) =>
      getData<SurveyThread[]>('/surveys/replies', options),
    ),
    // A 403 (module off) or a failure only hides the tab; nothing to retry for it.
    retry: false,
  });

/** Puts a thread the server answered with in the person's list (in place). */
const keepMine = (client: QueryClient, thread: SurveyThread) =>
  client.setQueryData<SurveyThread[]>(replyKeys.mine(), (list) =>
    list?.map((entry) => (entry.box === thread.box ? thread : entry)),
  );

/** POST /surveys/replies/{box} (201 with the thread): 404 not theirs, 409 thread_locked, 422
 *  invalid_reply. The list is read again afterwards. */
export const answerReplyMutation = (box: string) =>
  mutationOptions({
    mutationFn: (text: string) =>
      sendData<SurveyThread>('POST', `/surveys/replies/${boxPath(box)}`, { text }),
    onSuccess: (thread, _text, _result, { client }) => {
      keepMine(client, thread);
      return client.invalidateQueries({ queryKey: replyKeys.mine() });
    },
    // Refused (locked meanwhile, gone): the list as it is now.
    onError: (_error, _text, _result, { client }) =>
      client.invalidateQueries({ queryKey: replyKeys.mine() }),
  });

// ---- The admins' side ---------------------------------------------------------------------

/** GET /org/surveys/{id}/comments/{box}: one comment's thread (404 for an unknown box). */
export const commentThreadQueryOptions = (surveyId: number, box: string) =>
  readQueryOptions(replyKeys.thread(surveyId, box), (options) =>
    getData<SurveyThread>(`/org/surveys/${surveyId}/comments/${boxPath(box)}`, options),
  );

/** The thread as the server answered, and the results (each comment's count and lock) again. */
const keepThread = (client: QueryClient, surveyId: number, thread: SurveyThread) => {
  client.setQueryData(replyKeys.thread(surveyId, thread.box), thread);
  return client.invalidateQueries({ queryKey: [...adminSurveyKeys.one(surveyId), 'results'] });
};

/** POST /org/surveys/{id}/comments/{box}/replies (201 with the thread): 409 thread_locked, 422
 *  invalid_reply. */
export const replyToCommentMutation = (surveyId: number, box: string) =>
  mutationOptions({
    mutationFn: (text: string) =>
      sendData<SurveyThread>('POST', `/org/surveys/${surveyId}/comments/${boxPath(box)}/replies`, {
        text,
      }),
    onSuccess: (thread, _text, _result, { client }) => keepThread(client, surveyId, thread),
    onError: (_error, _text, _result, { client }) =>
      client.invalidateQueries({ queryKey: replyKeys.thread(surveyId, box) }),
  });

/** POST /org/surveys/{id}/comments/{box}/lock: closes (true) or reopens (false) the thread. */
export const lockThreadMutation = (surveyId: number, box: string) =>
  mutationOptions({
    mutationFn: (locked: boolean) =>
      sendData<SurveyThread>('POST', `/org/surveys/${surveyId}/comments/${boxPath(box)}/lock`, {
        locked,
      }),
    onSuccess: (thread, _locked, _result, { client }) => keepThread(client, surveyId, thread),
  });
