// Shapes of the client state of spec §3. Entities whose fields later modules define are kept
// open (`Entity`) until those modules type them.
import type { OrgSettings, Organization, User } from '@/api/types';
import type { ServiceFlags } from '@/config/modules';
import type { Language } from '@/i18n/languages';

export type Id = number | string;
export type Entity = { id: Id } & Record<string, unknown>;

export type MeState = { data: User | null; initialized: boolean };
export type CartItem = Record<string, unknown>;
export type CartState = { items: CartItem[]; initialized: boolean };
export type OrgState = { org: Organization | null; users: User[]; orgSettings: OrgSettings | null };
export type DeviceState = { isDesktop: boolean };
export type ProfilePhotoEntry = {
  url: string | null;
  timestamp: number;
  loading: boolean;
  error: boolean;
};

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

export type CatalogSlice = {
  cart: CartState;
  catalogs: Entity[];
  featuredItems: Entity[];
  setCart: (items: CartItem[]) => void;
  clearCart: () => void;
  setCatalogs: (catalogs: Entity[]) => void;
  setFeaturedItems: (items: Entity[]) => void;
};

/** A message shown in a banner at the top of the frame (spec §4: the queue shows its first). */
export type BannerMessage = {
  /** Unique within the queue (the same message is never queued twice). */
  key: string;
  text: string;
  /** Where "Ver" leads in the app, if anywhere. */
  link: string | null;
};

/** A message streamed to the frame while the person is signed in (spec §4: appended, deleted by
 *  id): a communication that has just reached them, until they read or dismiss it. */
export type StreamedMessage = {
  /** The communication's id: a message with the same id replaces it. */
  id: number;
  title: string;
  /** Who sent it, when known. */
  author: string | null;
};

export type UiSlice = {
  /** Start-up loading flag: the loader overlay shows while it is true. */
  appLoading: boolean;
  /** Banner messages, oldest first. */
  bannerMessages: BannerMessage[];
  /** Adds a message at the end (nothing when its key is already queued). */
  addBannerMessage: (message: BannerMessage) => void;
  /** Drops the first message. */
  removeBannerMessage: () => void;
  /** Streamed messages, oldest first. */
  streamedMessages: StreamedMessage[];
  /** Adds a message at the end, or replaces the one with its id where it is. */
  addStreamedMessage: (message: StreamedMessage) => void;
  /** Deletes the message with this id (nothing when there is none). */
  removeStreamedMessage: (id: number) => void;
  device: DeviceState;
  settingsPanelOpen: boolean;
  messagingAppPanelOpen: boolean;
  setAppLoading: (loading: boolean) => void;
  setIsDesktop: (isDesktop: boolean) => void;
  setSettingsPanelOpen: (open: boolean) => void;
  setMessagingAppPanelOpen: (open: boolean) => void;
};

export type ProfilePhotoSlice = {
  profilePhotos: Record<string, ProfilePhotoEntry>;
  startProfilePhotoLoad: (userId: Id, now?: number) => void;
  setProfilePhoto: (userId: Id, url: string | null, now?: number) => void;
  setProfilePhotoError: (userId: Id, now?: number) => void;
  /** The cached entry when it holds a url fetched less than 30 min ago, else null. */
  freshProfilePhoto: (userId: Id, now?: number) => ProfilePhotoEntry | null;
};

export type AppState = SessionSlice &
  UserSlice &
  OrgSlice &
  CatalogSlice &
  UiSlice &
  ProfilePhotoSlice;
