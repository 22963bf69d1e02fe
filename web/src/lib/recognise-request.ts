// A request to recognise someone, from anywhere (today's celebrations' "Enviar felicitaciones" on
// the home, a closed goal's "Reconocer a …") to the recognition composer, which takes the people
// and the message, scrolls into view and puts the focus on its message. Off the home, where no
// composer is mounted, the top bar's launcher takes it and opens the send dialog prefilled.
// Features never import one another: this store is the meeting point.
import { create } from 'zustand';

import type { PersonRef } from '@/api/types';

export type RecogniseRequest = {
  people: readonly PersonRef[];
  /** A message to start from ("¡Feliz cumpleaños!"). */
  message?: string;
  /** Grows with every request, so asking twice for the same person is still a new request. */
  seq: number;
};

type RecogniseRequestState = {
  request: RecogniseRequest | null;
  /** Whether a composer is on the page to take requests (the button shows only then). */
  listeners: number;
  /** The top bar's launchers, which take a request only while no composer is on the page. */
  fallbacks: number;
};

export const useRecogniseRequest = create<RecogniseRequestState>(() => ({
  request: null,
  listeners: 0,
  fallbacks: 0,
}));

/** Asks the composer to recognise these people. */
export function requestRecognition(people: readonly PersonRef[], message?: string): void {
  useRecogniseRequest.setState((state) => ({
    request: { people, message, seq: (state.request?.seq ?? 0) + 1 },
  }));
}

/** Called by a composer while it is mounted; returns the function that takes it away. */
export function listenForRecogniseRequests(): () => void {
  useRecogniseRequest.setState((state) => ({ listeners: state.listeners + 1 }));
  return () =>
    useRecogniseRequest.setState((state) => ({
      listeners: Math.max(0, state.listeners - 1),
      request: state.listeners <= 1 ? null : state.request,
    }));
}

/** Called by the top bar's launcher while it is mounted: it takes the requests no composer is
 *  there to take. Returns the function that takes it away. */
export function listenAsFallback(): () => void {
  useRecogniseRequest.setState((state) => ({ fallbacks: state.fallbacks + 1 }));
  return () =>
    useRecogniseRequest.setState((state) => ({ fallbacks: Math.max(0, state.fallbacks - 1) }));
}

/** Whether someone can take a request now (a composer is on the page). */
export const useCanRequestRecognition = () => useRecogniseRequest((state) => state.listeners > 0);
