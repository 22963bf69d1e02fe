import type { StateCreator } from 'zustand';

import { defaultServiceFlags, mergeServiceFlags } from '@/config/modules';
import { isLanguage, SUPPORTED_LANGUAGES, type Language } from '@/i18n/languages';

import type { AppState, OrgSlice } from '../types';

type OrgData = Pick<OrgSlice, 'org' | 'services' | 'languages'>;

export function initialOrgState(): OrgData {
  return {
    org: { org: null, users: [], orgSettings: null },
    services: defaultServiceFlags(),
    languages: [...SUPPORTED_LANGUAGES],
  };
}

export const createOrgSlice: StateCreator<AppState, [], [], OrgSlice> = (set) => ({
  ...initialOrgState(),
  setOrg: (org) => set((state) => ({ org: { ...state.org, org } })),
  setOrgSettings: (orgSettings) => set((state) => ({ org: { ...state.org, orgSettings } })),
  addOrgUsers: (users) =>
    set((state) => ({ org: { ...state.org, users: [...state.org.users, ...users] } })),
  clearOrg: () => set({ org: { org: null, users: [], orgSettings: null } }),
  setServices: (flags) => set({ services: mergeServiceFlags(flags) }),
  setLanguages: (languages) => {
    const supported = languages.filter(isLanguage);
    const unique = [...new Set<Language>(supported)];
    set({ languages: unique.length > 0 ? unique : [...SUPPORTED_LANGUAGES] });
  },
});
