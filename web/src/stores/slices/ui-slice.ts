import type { StateCreator } from 'zustand';

import type { AppState, UiSlice } from '../types';

type UiData = Pick<
  UiSlice,
  'appLoading' | 'device' | 'settingsPanelOpen' | 'messagingAppPanelOpen' | 'bannerMessages'
>;

export function initialUiState(): UiData {
  return {
    appLoading: true,
    device: { isDesktop: true },
    settingsPanelOpen: false,
    messagingAppPanelOpen: false,
    bannerMessages: [],
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
});
