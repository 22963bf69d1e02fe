import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { programsParams } from '../paths';

import { MANAGE_TABS, type ManageTab } from './manage-tabs';
import { ProgramEditor } from './program-editor';
import { ProgramManage } from './program-manage';
import { ProgramsList } from './programs-list';

/** A positive whole id from the address, else null. */
const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The console's programs section: the programs the caller manages (`/admin/programs`), a new
 *  one in the editor (`?newProgram`), and one program (`?program=<id>&programTab=<tab>`). */
export function ProgramsAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const programId = idOf(params.get(programsParams.program));
  const creating = params.has(programsParams.create);
  const asked = params.get(programsParams.tab);
  const tab: ManageTab = MANAGE_TABS.find((entry) => entry === asked) ?? 'edit';
  useDocumentTitle(t('programs.admin.title'));
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });
  const open = (id: number, view: ManageTab = 'edit', replace = false) =>
    go(
      view === 'edit'
        ? { [programsParams.program]: String(id) }
        : { [programsParams.program]: String(id), [programsParams.tab]: view },
      replace,
    );

  if (programId !== null)
    return (
      <ProgramManage
        key={programId}
        programId={programId}
        tab={tab}
        isAdmin={isAdmin}
        onTab={(next) => open(programId, next, true)}
        onBack={() => go({})}
      />
    );
  if (creating)
    return (
      <Stack spacing={2}>
        <Box>
          <Button startIcon={<ArrowBack />} onClick={() => go({})}>
            {t('programs.admin.back')}
          </Button>
        </Box>
        <SectionHeader
          title={t('programs.admin.newTitle')}
          description={t('programs.admin.newIntro')}
        />
        <ProgramEditor
          program={null}
          isAdmin={isAdmin}
          onSaved={(saved) => open(saved.id, 'edit', true)}
        />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('programs.admin.title')}
        description={t('programs.admin.description')}
      />
      <ProgramsList
        isAdmin={isAdmin}
        onCreate={() => go({ [programsParams.create]: '' })}
        onOpen={(id) => open(id)}
      />
    </Stack>
  );
}
