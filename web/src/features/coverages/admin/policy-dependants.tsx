import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ResourceTable } from '@/components/data/resource-table';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/feedback/empty-state';

import {
  exportDependantsMutation,
  exportFileName,
  policyDependantsQueryOptions,
  type CoveragePolicyDependant,
} from '../api/admin-coverages';
import { useCoverageFormat } from '../lib/coverage-words';
import { coveragesPaths } from '../paths';

/** The dependants of everyone a policy covers (active, or with a change waiting for HR), with
 *  the CSV for the insurer; decisions are made in the approvals inbox. */
export function PolicyDependants({ policyId }: { policyId: number }) {
  const { t } = useTranslation();
  const words = useCoverageFormat();
  const list = useQuery(policyDependantsQueryOptions(policyId));
  const state = (d: CoveragePolicyDependant) =>
    d.change ? t(`coverages.dependants.state.${d.change}`) : t('coverages.dependants.state.active');
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography color="text.secondary">
          {t('coverages.admin.dependants.decide')}{' '}
          <Link component={RouterLink} to={coveragesPaths.inbox}>
            {t('coverages.admin.dependants.inbox')}
          </Link>
        </Typography>
        <DownloadButton
          mutation={exportDependantsMutation(policyId)}
          fileName={exportFileName(policyId)}
          label={t('coverages.admin.dependants.export')}
          icon={<FileDownloadOutlined />}
        />
      </Stack>
      <ResourceTable
        tableId="coverages-dependants"
        query={list}
        rows={(data) => data}
        rowKey={(d: CoveragePolicyDependant) => d.id}
        label={t('coverages.admin.dependants.label')}
        loadingLabel={t('coverages.admin.dependants.loading')}
        empty={<EmptyState icon="👪" title={t('coverages.admin.dependants.empty')} />}
        columns={[
          {
            key: 'person',
            header: t('coverages.admin.dependants.columns.person'),
            sortValue: (d) => d.person?.full_name ?? '',
            render: (d) => d.person?.full_name ?? t('coverages.admin.dependants.someone'),
          },
          {
            key: 'name',
            header: t('coverages.admin.dependants.columns.name'),
            rowHeader: true,
            sortValue: (d) => d.full_name.toLowerCase(),
            render: (d) => d.full_name,
          },
          {
            key: 'relationship',
            header: t('coverages.admin.dependants.columns.relationship'),
            sortValue: (d) => d.relationship,
            render: (d) => t(`coverages.relationships.${d.relationship}`),
          },
          {
            key: 'birth',
            header: t('coverages.admin.dependants.columns.birth_date'),
            sortValue: (d) => d.birth_date,
            render: (d) => words.day(d.birth_date),
          },
          {
            key: 'id',
            header: t('coverages.admin.dependants.columns.national_id'),
            render: (d) => d.national_id ?? '',
          },
          {
            key: 'state',
            header: t('coverages.admin.dependants.columns.state'),
            render: state,
          },
        ]}
      />
    </Stack>
  );
}
