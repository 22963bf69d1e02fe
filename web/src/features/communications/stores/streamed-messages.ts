// The frame's streamed messages (spec §3, §4: appended, deleted by id): a communication that has
// just reached the person, until they read or dismiss it. Emptied when the session ends.
import { createSessionStore } from '@/stores/session-stores';

export type StreamedMessage = {
  /** The communication's id: a message with the same id replaces it. */
  id: number;
  title: string;
  /** Who sent it, when known. */
  author: string | null;
};

export type StreamedMessagesState = {
  /** Streamed messages, oldest first. */
  streamedMessages: StreamedMessage[];
  /** Adds a message at the end, or replaces the one with its id where it is. */
  addStreamedMessage: (message: StreamedMessage) => void;
  /** Deletes the message with this id (nothing when there is none). */
  removeStreamedMessage: (id: number) => void;
};

export function createStreamedMessagesStore() {
  return createSessionStore<StreamedMessagesState>(
    (set) => ({
      streamedMessages: [],
      addStreamedMessage: (message) =>
        set((state) =>
          state.streamedMessages.some((m) => m.id === message.id)
            ? {
                streamedMessages: state.streamedMessages.map((m) =>
                  m.id === message.id ? message : m,
                ),
              }
            : { streamedMessages: [...state.streamedMessages, message] },
        ),
      removeStreamedMessage: (id) =>
        set((state) =>
          state.streamedMessages.some((m) => m.id === id)
            ? { streamedMessages: state.streamedMessages.filter((m) => m.id !== id) }
            : state,
        ),
    }),
    () => ({ streamedMessages: [] }),
  );
}

export const useStreamedMessages = createStreamedMessagesStore();
