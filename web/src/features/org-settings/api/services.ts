// Admin call turning modules on or off (PATCH /org/services). Only modules this build has
// screens for can be switched, and never sign-in (`auth`).
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { JsonBody, Services } from '@/api/types';
import { BUILT_MODULES, type ModuleKey } from '@/config/modules';
import { orgModulesQueryOptions } from '@/lib/calls/org';
import { useAppStore } from '@/stores/app-store';

export type ServicesSwitch = JsonBody<'switchOrgServices'>;

/** The modules an admin can turn on or off, in the spec's order (modules.json). */
export const SWITCHABLE_MODULES: readonly ModuleKey[] = BUILT_MODULES.filter(
  (flag) => flag !== 'auth',
);

/** PATCH /org/services: 400 for auth, an unknown flag or a module this build lacks. The answer
 *  (every flag) becomes the cached flags and the store's, which the menus, the console and the
 *  module gates read: they follow at once. */
export const switchServicesMutation = () =>
  mutationOptions({
    mutationFn: (change: ServicesSwitch) => sendData<Services>('PATCH', '/org/services', change),
    onSuccess: (flags, _change, _context, { client }) => {
      client.setQueryData(orgModulesQueryOptions().queryKey, flags);
      useAppStore.getState().setServices(flags);
    },
  });
