import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { psychosocialParams } from '../paths';

import { ApplicationDetail } from './application-detail';
import { ApplicationForm } from './application-form';
import { ApplicationsList } from './applications-list';
import { GuidesView } from './guides-view';
import { HealthStaffPanel } from './health-staff-panel';

const ID = /^[1-9][0-9]{0,17}$/;

type View = 'guides' | 'staff';

/** The console's section "NOM-035": the applications, one of them (`?psyApplication=<id>`), a
 *  new one (`?psyNew`), the guides (`?psyView=guides`) or the occupational-health staff
 *  (`?psyView=staff`), as the address says. */
export function PsychosocialAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('psychosocial.admin.title'));
  const [params, setParams] = useSearchParams();
  const raw = params.get(psychosocialParams.application);
  const applicationId = raw && ID.test(raw) ? Number(raw) : null;
  const creating = params.has(psychosocialParams.create);
  const askedView = params.get(psychosocialParams.view);
  const view: View | null = askedView === 'guides' || askedView === 'staff' ? askedView : null;
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });
  const back = () => go({});
  const backButton = (
    <Button startIcon={<ArrowBack />} onClick={back} sx={{ alignSelf: 'flex-start' }}>
      {t('psychosocial.admin.back')}
    </Button>
  );

  if (applicationId !== null)
    return <ApplicationDetail key={applicationId} applicationId={applicationId} onBack={back} />;
  if (creating)
    return (
      <Stack spacing={3}>
        {backButton}
        <SectionHeader
          title={t('psychosocial.admin.form.newTitle')}
          description={t('psychosocial.admin.form.newDescription')}
        />
        <ApplicationForm
          detail={null}
          onCancel={back}
          onSaved={(detail) => go({ [psychosocialParams.application]: String(detail.id) }, true)}
        />
      </Stack>
    );
  if (view === 'guides')
    return (
      <Stack spacing={3}>
        {backButton}
        <SectionHeader
          title={t('psychosocial.guides.pageTitle')}
          description={t('psychosocial.guides.description')}
        />
        <GuidesView />
      </Stack>
    );
  if (view === 'staff')
    return (
      <Stack spacing={3}>
        {backButton}
        <HealthStaffPanel />
      </Stack>
    );
  return (
    <ApplicationsList
      onCreate={() => go({ [psychosocialParams.create]: '' })}
      onOpen={(id) => go({ [psychosocialParams.application]: String(id) })}
      onView={(next) => go({ [psychosocialParams.view]: next })}
    />
  );
}
