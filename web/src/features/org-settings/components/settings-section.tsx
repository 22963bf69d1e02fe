import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export type SettingsSectionProps = { title: string; description: string; children: ReactNode };

/** A console section of the organisation's settings: the tab's title, the heading and what the
 *  section is for, then its panels. */
export function SettingsSection({ title, description, children }: SettingsSectionProps) {
  useDocumentTitle(title);
  return (
    <Stack spacing={3}>
      <SectionHeader title={title} description={description} />
      {children}
    </Stack>
  );
}
