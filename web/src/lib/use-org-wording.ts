import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  orgDescription,
  orgLabel,
  orgName,
  type OrgDescribed,
  type OrgWorded,
} from './org-wording';

export type OrgWording = {
  /** The name in the UI language (English when set and the UI is in English). */
  name: (item: OrgWorded) => string;
  /** The description in the UI language; null when there is none. */
  description: (item: OrgDescribed) => string | null;
  /** The name after the item's emoji. */
  label: (item: OrgWorded & { emoji?: string | null }) => string;
};

/** The organisation's names and descriptions in the current UI language (see org-wording.ts). */
export function useOrgWording(): OrgWording {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      name: (item) => orgName(item, language),
      description: (item) => orgDescription(item, language),
      label: (item) => orgLabel(item, language),
    }),
    [language],
  );
}
