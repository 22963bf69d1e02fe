// Admin call changing the organisation's name, default language, time zone, country and what a
// point is worth in money (POST /org/edit). The reads are shared: lib/calls/org.
import { mutationOptions } from '@tanstack/react-query';

import { sendData } from '@/api/client';
import type { JsonBody, Organization } from '@/api/types';
import {
  brandingQueryOptions,
  organizationQueryOptions,
  orgSettingsQueryOptions,
} from '@/lib/calls/org';

export type OrganizationChange = JsonBody<'editOrganization'>;

/** The contract's limit of the organisation's name. */
export const ORG_NAME_MAX_LENGTH = 80;

/** POST /org/edit: absent fields keep their values; 400 naming `name`, `default_language`,
 *  `timezone` (not an IANA name), `country` (not two letters) or `point_value` (no three-letter
 *  currency, or a value not above 0). The answer becomes the cached organisation; the branding
 *  (its name, in the frame and the page titles) and the settings (the point's value, which the
 *  catalog reads) reload. */
export const editOrganizationMutation = () =>
  mutationOptions({
    mutationFn: (change: OrganizationChange) => sendData<Organization>('POST', '/org/edit', change),
    onSuccess: async (saved, _change, _context, { client }) => {
      client.setQueryData(organizationQueryOptions().queryKey, saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: brandingQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: orgSettingsQueryOptions().queryKey }),
      ]);
    },
  });
