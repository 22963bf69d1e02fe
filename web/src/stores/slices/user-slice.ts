import type { StateCreator } from 'zustand';

import type { AppState, UserSlice } from '../types';

type UserData = Pick<UserSlice, 'me' | 'account' | 'notificationsCount' | 'pendingSurveyCount'>;

export function initialUserState(): UserData {
  return {
    me: { data: null, initialized: false },
    account: null,
    notificationsCount: 0,
    pendingSurveyCount: 0,
  };
}

export const createUserSlice: StateCreator<AppState, [], [], UserSlice> = (set) => ({
  ...initialUserState(),
  setMe: (user) => set({ me: { data: user, initialized: true } }),
  setAccount: (account) => set({ account }),
  setNotificationCounts: ({ notificationsCount, pendingSurveyCount }) =>
    set({ notificationsCount, pendingSurveyCount }),
});
