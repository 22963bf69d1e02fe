import type { StateCreator } from 'zustand';

import {
  readStoredCommunicationGroup,
  readStoredToken,
  writeStoredCommunicationGroup,
  writeStoredToken,
} from '../session-storage';
import type { AppState, SessionSlice } from '../types';

type SessionData = Pick<SessionSlice, 'authToken' | 'createdCommunicationGroup' | 'isLogout'>;

export function initialSessionState(): SessionData {
  return {
    authToken: readStoredToken(),
    createdCommunicationGroup: readStoredCommunicationGroup(),
    isLogout: false,
  };
}

/** `logout` is completed in app-store.ts, which knows every slice's initial state. */
export const createSessionSlice: StateCreator<AppState, [], [], Omit<SessionSlice, 'logout'>> = (
  set,
) => ({
  ...initialSessionState(),
  setAuthToken: (token) => {
    writeStoredToken(token);
    set({ authToken: readStoredToken(), isLogout: false });
  },
  setCreatedCommunicationGroup: (group) => {
    writeStoredCommunicationGroup(group);
    set({ createdCommunicationGroup: group ?? null });
  },
});
