import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { Panel } from '@/components/layout/panel';
import { useNumberFormat } from '@/i18n/use-number-format';

import { directoryPeopleQueryOptions, type DirectoryPeople } from '../api/people-directory';
import type { ImportJob } from '../api/people-import';

import { DirectoryPeoplePicker } from './directory-people-picker';
import { ImportProgress } from './import-progress';

type PreviewProps = {
  preview: UseQueryResult<DirectoryPeople>;
  onRead: () => void;
  onStarted: (job: ImportJob) => void;
};

/** Before the first read, the button that reads the directory; while it reads, a spinner; a
 *  failed read, the directory's reason and a retry; then how many people it lists and them. */
function Preview({ preview, onRead, onStarted }: PreviewProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const entries = preview.data?.entries;
  const failure = preview.isError ? (
    <LoadError error={preview.error} onRetry={onRead} retrying={preview.isFetching} />
  ) : null;

  if (entries === undefined) {
    if (preview.isFetching) return <LoadingBlock label={t('people.directory.people.loading')} />;
    return (
      failure ?? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" onClick={onRead}>
            {t('people.directory.people.load')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('people.directory.people.loadHelp')}
          </Typography>
        </Stack>
      )
    );
  }

  return (
    <>
      <Stack
        direction="row"
        useFlexGap
        sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography>
          {t('people.directory.people.listed', {
            count: entries.length,
            formatted: format.number(entries.length),
          })}
        </Typography>
        <Button variant="outlined" loading={preview.isFetching} onClick={onRead}>
          {t('people.directory.people.reload')}
        </Button>
      </Stack>
      {failure}
      {entries.length === 0 ? (
        <EmptyState
          icon="📭"
          title={t('people.directory.people.empty')}
          body={t('people.directory.people.emptyBody')}
        />
      ) : (
        // A list read again starts with nobody chosen.
        <DirectoryPeoplePicker
          key={preview.dataUpdatedAt}
          entries={entries}
          onStarted={onStarted}
        />
      )}
    </>
  );
}

/** The directory's people: read when the admin asks (it contacts the directory), then chosen
 *  and imported, the import's progress shown in their place until the admin goes back to them
 *  (read again: the import changed what they are to the organisation). */
export function DirectoryPeoplePanel() {
  const { t } = useTranslation();
  const preview = useQuery(directoryPeopleQueryOptions());
  const [jobId, setJobId] = useState<number | null>(null);
  const read = () => void preview.refetch();

  if (jobId !== null) {
    return (
      <ImportProgress
        key={jobId}
        jobId={jobId}
        restartLabel={t('people.directory.people.back')}
        onRestart={() => {
          setJobId(null);
          read();
        }}
      />
    );
  }

  return (
    <Panel
      title={t('people.directory.people.title')}
      description={t('people.directory.people.description')}
    >
      <Preview preview={preview} onRead={read} onStarted={(job) => setJobId(job.id)} />
    </Panel>
  );
}
