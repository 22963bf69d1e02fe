// Admin call changing the organisation's branding (PATCH /org/custom): banner colours, logos and
// tagline. The running app follows at once: the theme, the frame and the loader read the
// branding query, which takes the answer before it reloads.
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { components } from '@/api/schema';
import type { Branding, JsonBody, OrgSettings } from '@/api/types';
import { brandingQueryOptions, orgSettingsQueryOptions } from '@/lib/calls/org';
import { useAppStore } from '@/stores/app-store';

export type OrgBranding = components['schemas']['OrgBranding'];
export type BrandingChange = JsonBody<'updateBranding'>;

/** The contract's limits. */
export const BRANDING_LIMITS = { imageUrlMaxLength: 500, taglineMaxLength: 120 } as const;

/** PATCH /org/custom: 400 naming `banner.main`, `banner.secondary` (not #rrggbb), `logo_url`,
 *  `partner_logo_url` (not https: nor this product's file) or `tagline` (over 120). The answer
 *  goes into the public branding (the theme re-renders in the new colours), the settings and the
 *  store's copy of them; both queries then reload. */
export const updateBrandingMutation = () =>
  mutationOptions({
    mutationFn: (change: BrandingChange) => sendData<OrgBranding>('PATCH', '/org/custom', change),
    onSuccess: async (saved, _change, _context, { client }) => {
      const branding = brandingQueryOptions().queryKey;
      const settings = orgSettingsQueryOptions().queryKey;
      client.setQueryData<Branding>(branding, (current) =>
        current ? { ...current, ...saved } : current,
      );
      const merged = client.setQueryData<OrgSettings>(settings, (current) =>
        current ? { ...current, branding: saved } : current,
      );
      if (merged && useAppStore.getState().org.orgSettings) {
        useAppStore.getState().setOrgSettings(merged);
      }
      await Promise.all([
        client.invalidateQueries({ queryKey: branding }),
        client.invalidateQueries({ queryKey: settings }),
      ]);
    },
  });
