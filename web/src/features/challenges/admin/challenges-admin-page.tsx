import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { challengesParams } from '../paths';

import { ChallengeEditor } from './challenge-editor';
import { ChallengeManage } from './challenge-manage';
import { ChallengesList } from './challenges-list';
import { MANAGE_TABS, type ManageTab } from './manage-tabs';

/** A positive whole id from the address, else null. */
const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The console's section "Retos" (`/admin/challenges`): every challenge, a new one in the editor
 *  (`?newChallenge`), and one challenge (`?challenge=<id>&challengeTab=<tab>`). */
export function ChallengesAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const challengeId = idOf(params.get(challengesParams.challenge));
  const creating = params.has(challengesParams.create);
  const asked = params.get(challengesParams.manageTab);
  const tab: ManageTab = MANAGE_TABS.find((entry) => entry === asked) ?? 'edit';
  useDocumentTitle(t('challenges.admin.title'));
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });
  const open = (id: number, view: ManageTab = 'edit', replace = false) =>
    go(
      view === 'edit'
        ? { [challengesParams.challenge]: String(id) }
        : { [challengesParams.challenge]: String(id), [challengesParams.manageTab]: view },
      replace,
    );

  if (challengeId !== null)
    return (
      <ChallengeManage
        key={challengeId}
        challengeId={challengeId}
        tab={tab}
        onTab={(next) => open(challengeId, next, true)}
        onBack={() => go({})}
      />
    );
  if (creating)
    return (
      <Stack spacing={2}>
        <Box>
          <Button startIcon={<ArrowBack />} onClick={() => go({})}>
            {t('challenges.admin.back')}
          </Button>
        </Box>
        <SectionHeader
          title={t('challenges.admin.newTitle')}
          description={t('challenges.admin.newIntro')}
        />
        <ChallengeEditor challenge={null} onSaved={(saved) => open(saved.id, 'edit', true)} />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('challenges.admin.title')}
        description={t('challenges.admin.description')}
      />
      <ChallengesList
        onCreate={() => go({ [challengesParams.create]: '' })}
        onOpen={(id) => open(id)}
      />
    </Stack>
  );
}
