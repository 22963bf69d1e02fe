import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { ImportProgress } from '../components/import-progress';
import { SheetUpload } from '../components/sheet-upload';

/** The job shown, from `?job=<id>` (so a reload keeps showing its progress); null: none. */
function jobIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('job'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Importar personas: a spreadsheet checked as soon as it is chosen, then imported on the
 *  server while this page shows its progress. */
export function PeopleImportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('people.import.title'));
  const [params, setParams] = useSearchParams();
  const jobId = jobIdOf(params);

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('people.import.title')}
        description={t('people.import.description')}
      />
      {jobId === null ? (
        <SheetUpload onStarted={(job) => setParams({ job: String(job.id) })} />
      ) : (
        <ImportProgress key={jobId} jobId={jobId} onRestart={() => setParams({})} />
      )}
    </Stack>
  );
}
