// A request to recognise someone, from anywhere on the home (today's celebrations' "Enviar
// felicitaciones") to the recognition composer, which takes the people and the message, scrolls
// into view and puts the focus on its message. Features never import one another: this store is
// the meeting point.
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
};

export const useRecogniseRequest = create<RecogniseRequestState>(() => ({
  request: null,
  listeners: 0,
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

/** Whether someone can take a request now (a composer is on the page). */
export const useCanRequestRecognition = () => useRecogniseRequest((state) => state.listeners > 0);
