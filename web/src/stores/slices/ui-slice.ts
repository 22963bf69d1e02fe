import type { StateCreator } from 'zustand';

import type { AppState, UiSlice } from '../types';

type UiData = Pick<
  UiSlice,
  | 'appLoading'
  | 'device'
  | 'settingsPanelOpen'
  | 'messagingAppPanelOpen'
  | 'bannerMessages'
  | 'streamedMessages'
>;

export function initialUiState(): UiData {
  return {
    appLoading: true,
    device: { isDesktop: true },
    settingsPanelOpen: false,
    messagingAppPanelOpen: false,
    bannerMessages: [],
    streamedMessages: [],
  };
}

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  ...initialUiState(),
  setAppLoading: (appLoading) => set({ appLoading }),
  setIsDesktop: (isDesktop) => set({ device: { isDesktop } }),
  setSettingsPanelOpen: (settingsPanelOpen) => set({ settingsPanelOpen }),
  setMessagingAppPanelOpen: (messagingAppPanelOpen) => set({ messagingAppPanelOpen }),
  addBannerMessage: (message) =>
    set((state) =>
      state.bannerMessages.some((queued) => queued.key === message.key)
        ? state
        : { bannerMessages: [...state.bannerMessages, message] },
    ),
  removeBannerMessage: () => set((state) => ({ bannerMessages: state.bannerMessages.slice(1) })),
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
});
