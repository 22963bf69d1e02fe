// The client state store of spec §3, built from small slices. Server state lives in TanStack
// Query; this store holds what the spec lists as client state.
import { create } from 'zustand';

import { writeStoredCommunicationGroup, writeStoredToken } from './session-storage';
import { createCatalogSlice, initialCatalogState } from './slices/catalog-slice';
import { createOrgSlice, initialOrgState } from './slices/org-slice';
import { createProfilePhotoSlice } from './slices/profile-photo-slice';
import { createSessionSlice } from './slices/session-slice';
import { createUiSlice } from './slices/ui-slice';
import { initialUserState, createUserSlice } from './slices/user-slice';
import type { AppState } from './types';

export function createAppStore() {
  return create<AppState>()((set, get, api) => ({
    ...createSessionSlice(set, get, api),
    ...createUserSlice(set, get, api),
    ...createOrgSlice(set, get, api),
    ...createCatalogSlice(set, get, api),
    ...createUiSlice(set, get, api),
    ...createProfilePhotoSlice(set, get, api),
    logout: () => {
      writeStoredToken(null);
      writeStoredCommunicationGroup(null);
      const org = initialOrgState();
      set({
        authToken: null,
        createdCommunicationGroup: null,
        isLogout: true,
        ...initialUserState(),
        me: { data: null, initialized: true },
        ...initialCatalogState(),
        // The organisation's supported languages do not depend on who is signed in.
        org: org.org,
        services: org.services,
        profilePhotos: {},
        settingsPanelOpen: false,
        messagingAppPanelOpen: false,
        bannerMessages: [],
        streamedMessages: [],
      });
    },
  }));
}

export const useAppStore = createAppStore();
export type AppStore = typeof useAppStore;
