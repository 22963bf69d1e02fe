// The console's calls of the complaints channel: its settings (jurisdiction profile and day
// counts, the committee, the semestral notice) and the notices sent with their read counts.
import { mutationOptions, type QueryClient } from '@tanstack/react-query';

import { getData, sendData } from '@/api/client';
import { readQueryOptions } from '@/api/read-query';
import type { components } from '@/api/schema';

import { keyRoots } from './query-keys';

type Schemas = components['schemas'];

export type ComplaintSettings = Schemas['ComplaintSettings'];
export type ComplaintSettingsInput = Schemas['ComplaintSettingsInput'];
export type ComplaintNotice = Schemas['ComplaintNotice'];
export type ComplaintProfile = Schemas['ComplaintProfile'];
export type ComplaintCustomDays = Schemas['ComplaintCustomDays'];

const ROOT = keyRoots.adminComplaints;

export const adminComplaintKeys = {
  settings: () => [...ROOT, 'settings'] as const,
  notices: () => [...ROOT, 'notices'] as const,
};

export const settingsQueryOptions = () =>
  readQueryOptions(adminComplaintKeys.settings(), (options) =>
    getData<ComplaintSettings>('/complaints/settings', options),
  );

export const noticesQueryOptions = () =>
  readQueryOptions(adminComplaintKeys.notices(), (options) =>
    getData<ComplaintNotice[]>('/complaints/notices', options),
  );

export const saveSettingsMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (input: ComplaintSettingsInput) =>
      sendData<ComplaintSettings>('PUT', '/complaints/settings', input),
    onSuccess: (settings: ComplaintSettings) => {
      queryClient.setQueryData(adminComplaintKeys.settings(), settings);
      // The committee may have changed: the caller's own role too.
      void queryClient.invalidateQueries({ queryKey: [...keyRoots.complaints, 'role'] });
    },
  });

export const sendNoticeMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: () => sendData<ComplaintNotice>('POST', '/complaints/notices'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ROOT });
    },
  });
