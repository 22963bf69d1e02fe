import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { QueryContent } from '@/components/feedback/query-content';
import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { directorySourceQueryOptions } from '../api/people-directory';
import { DirectoryPeoplePanel } from '../components/directory-people-panel';
import { DirectorySettingsPanel } from '../components/directory-settings-panel';
import { DirectorySyncPanel } from '../components/directory-sync-panel';

/** Directorio (LDAP): the connection to the organisation's LDAP or Active Directory and, once
 *  it is saved, its sync and its people to import. */
export function PeopleDirectoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('people.directory.title'));
  const source = useQuery(directorySourceQueryOptions());

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('people.directory.title')}
        description={t('people.directory.description')}
      />
      <QueryContent query={source} loadingLabel={t('people.directory.loading')}>
        {(current) => (
          <>
            {/* Saving the first source, or removing it, starts the form afresh from the answer. */}
            <DirectorySettingsPanel key={String(current.configured)} source={current} />
            {current.configured ? <DirectorySyncPanel source={current} /> : null}
            {current.configured ? <DirectoryPeoplePanel /> : null}
          </>
        )}
      </QueryContent>
    </Stack>
  );
}
