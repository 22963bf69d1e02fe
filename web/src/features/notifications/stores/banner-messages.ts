// The frame's banner messages queue (spec §3, §4: the queue shows its first): notifications told
// live. Emptied when the session ends.
import { createSessionStore } from '@/stores/session-stores';

/** A message shown in a banner at the top of the frame. */
export type BannerMessage = {
  /** Unique within the queue (the same message is never queued twice). */
  key: string;
  text: string;
  /** Where "Ver" leads in the app, if anywhere. */
  link: string | null;
};

export type BannerMessagesState = {
  /** Banner messages, oldest first. */
  bannerMessages: BannerMessage[];
  /** Adds a message at the end (nothing when its key is already queued). */
  addBannerMessage: (message: BannerMessage) => void;
  /** Drops the first message. */
  removeBannerMessage: () => void;
};

export function createBannerMessagesStore() {
  return createSessionStore<BannerMessagesState>(
    (set) => ({
      bannerMessages: [],
      addBannerMessage: (message) =>
        set((state) =>
          state.bannerMessages.some((queued) => queued.key === message.key)
            ? state
            : { bannerMessages: [...state.bannerMessages, message] },
        ),
      removeBannerMessage: () =>
        set((state) => ({ bannerMessages: state.bannerMessages.slice(1) })),
    }),
    () => ({ bannerMessages: [] }),
  );
}

export const useBannerMessages = createBannerMessagesStore();
