import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import { coveragesParams, coveragesPaths } from '../paths';

import { PoliciesList } from './policies-list';
import { PolicyManage, type PolicyTab } from './policy-manage';

/** A positive whole id from the address, else null. */
const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/** The console's coverages section: the policies (`/admin/coverages`), a new one
 *  (`?newCoveragePolicy`), one open in the editor (`?coveragePolicy=<id>`) with its dependants'
 *  tab (`&coverageTab=dependants`). */
export function CoveragesAdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const policyId = idOf(params.get(coveragesParams.policy));
  const creating = params.has(coveragesParams.create);
  const tab: PolicyTab = params.get(coveragesParams.tab) === 'dependants' ? 'dependants' : 'policy';
  useDocumentTitle(t('coverages.admin.title'));
  const go = (next: Record<string, string>, replace = false) =>
    setParams(new URLSearchParams(next), { replace });

  if (policyId !== null || creating)
    return (
      <PolicyManage
        key={policyId ?? 'new'}
        policyId={policyId}
        tab={tab}
        onTab={(next) =>
          go(
            next === 'dependants'
              ? { [coveragesParams.policy]: String(policyId), [coveragesParams.tab]: next }
              : { [coveragesParams.policy]: String(policyId) },
            true,
          )
        }
        onBack={() => go({})}
        onSaved={(saved) => go({ [coveragesParams.policy]: String(saved.id) }, true)}
      />
    );
  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('coverages.admin.title')}
        description={t('coverages.admin.description')}
      />
      <Typography color="text.secondary">
        {t('coverages.admin.dependants.decide')}{' '}
        <Link component={RouterLink} to={coveragesPaths.inbox}>
          {t('coverages.admin.dependants.inbox')}
        </Link>
      </Typography>
      <PoliciesList
        onCreate={() => go({ [coveragesParams.create]: '' })}
        onOpen={(policy) => go({ [coveragesParams.policy]: String(policy) })}
      />
    </Stack>
  );
}
