// Shapes of the client state of spec §3 that several layers read (what one module owns is typed
// in its own store, features/<module>/stores/).
import type { OrgSettings, Organization, User } from '@/api/types';
import type { ServiceFlags } from '@/config/modules';
import type { Language } from '@/i18n/languages';

export type MeState = { data: User | null; initialized: boolean };
export type OrgState = { org: Organization | null; users: User[]; orgSettings: OrgSettings | null };
export type DeviceState = { isDesktop: boolean };

export type SessionSlice = {
  authToken: string | null;
  createdCommunicationGroup: unknown;
  isLogout: boolean;
  /** Stores the token in state and localStorage (null removes it). */
  setAuthToken: (token: string | null) => void;
  setCreatedCommunicationGroup: (group: unknown) => void;
  /** Removes the token, clears the user and everything tied to the session. */
  logout: () => void;
};

export type UserSlice = {
  me: MeState;
  account: Record<string, unknown> | null;
  notificationsCount: number;
  pendingSurveyCount: number;
  /** Stores the signed-in user (or null) and marks the user load as done. */
  setMe: (user: User | null) => void;
  setAccount: (account: Record<string, unknown> | null) => void;
  setNotificationCounts: (counts: {
    notificationsCount: number;
    pendingSurveyCount: number;
  }) => void;
};

export type OrgSlice = {
  org: OrgState;
  services: ServiceFlags;
  languages: Language[];
  setOrg: (org: Organization | null) => void;
  setOrgSettings: (settings: OrgSettings | null) => void;
  /** Appends users to the organisation's list. */
  addOrgUsers: (users: User[]) => void;
  /** Clears the organisation, its settings and its users. */
  clearOrg: () => void;
  /** Replaces the module flags (missing flags take their defaults). */
  setServices: (flags: Record<string, unknown> | null) => void;
  setLanguages: (languages: readonly string[]) => void;
};

export type UiSlice = {
  /** Start-up loading flag: the loader overlay shows while it is true. */
  appLoading: boolean;
  device: DeviceState;
  settingsPanelOpen: boolean;
  messagingAppPanelOpen: boolean;
  setAppLoading: (loading: boolean) => void;
  setIsDesktop: (isDesktop: boolean) => void;
  setSettingsPanelOpen: (open: boolean) => void;
  setMessagingAppPanelOpen: (open: boolean) => void;
};

export type AppState = SessionSlice & UserSlice & OrgSlice & UiSlice;
