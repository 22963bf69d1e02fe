// The client state store of spec §3, built from small slices. Server state lives in TanStack
// Query; this store holds what the spec lists as client state and several layers read. What one
// module owns (its cart, its banners, the photo cache) is in that module's own store
// (session-stores.ts), which logout empties too.
import { create } from 'zustand';

import { writeStoredCommunicationGroup, writeStoredToken } from './session-storage';
import { resetSessionStores } from './session-stores';
import { createOrgSlice, initialOrgState } from './slices/org-slice';
import { createSessionSlice } from './slices/session-slice';
import { createUiSlice } from './slices/ui-slice';
import { initialUserState, createUserSlice } from './slices/user-slice';
import type { AppState } from './types';

export function createAppStore() {
  return create<AppState>()((set, get, api) => ({
    ...createSessionSlice(set, get, api),
    ...createUserSlice(set, get, api),
    ...createOrgSlice(set, get, api),
    ...createUiSlice(set, get, api),
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
        // The organisation's supported languages do not depend on who is signed in.
        org: org.org,
        services: org.services,
        settingsPanelOpen: false,
        messagingAppPanelOpen: false,
      });
      resetSessionStores();
    },
  }));
}

export const useAppStore = createAppStore();
export type AppStore = typeof useAppStore;
