import type { StateCreator } from 'zustand';

import type { AppState, UiSlice } from '../types';

type UiData = Pick<
  UiSlice,
  'appLoading' | 'device' | 'settingsPanelOpen' | 'messagingAppPanelOpen'
>;

export function initialUiState(): UiData {
  return {
    appLoading: true,
    device: { isDesktop: true },
    settingsPanelOpen: false,
    messagingAppPanelOpen: false,
  };
}

export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  ...initialUiState(),
  setAppLoading: (appLoading) => set({ appLoading }),
  setIsDesktop: (isDesktop) => set({ device: { isDesktop } }),
  setSettingsPanelOpen: (settingsPanelOpen) => set({ settingsPanelOpen }),
  setMessagingAppPanelOpen: (messagingAppPanelOpen) => set({ messagingAppPanelOpen }),
});
