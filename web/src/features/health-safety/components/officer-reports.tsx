import Stack from '@mui/material/Stack';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadMore } from '@/components/feedback/load-more';
import { QueryContent } from '@/components/feedback/query-content';
import { SelectInput } from '@/components/form/select-input';

import {
  KINDS,
  officerReportsQueryOptions,
  STAGES,
  type SafetyKind,
  type SafetyStatus,
} from '../api/health-safety';

import { ReportList } from './report-list';

/** The officers' list: every report, newest first, by stage or by type. */
export function OfficerReports() {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<SafetyStatus | ''>('');
  const [kind, setKind] = useState<SafetyKind | ''>('');
  const query = useInfiniteQuery(
    officerReportsQueryOptions({ status: status || undefined, kind: kind || undefined }),
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <SelectInput
          id={`${id}-status`}
          label={t('healthSafety.officer.filterStatus')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as SafetyStatus | '');
            setKind('');
          }}
          options={[
            { value: '', label: t('healthSafety.officer.all') },
            ...STAGES.map((entry) => ({ value: entry, label: t(`healthSafety.stage.${entry}`) })),
          ]}
        />
        <SelectInput
          id={`${id}-kind`}
          label={t('healthSafety.officer.filterKind')}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as SafetyKind | '');
            setStatus('');
          }}
          options={[
            { value: '', label: t('healthSafety.officer.all') },
            ...KINDS.map((entry) => ({ value: entry, label: t(`healthSafety.kind.${entry}`) })),
          ]}
        />
      </Stack>
      <QueryContent
        query={{ ...query, data: query.data?.pages.flatMap((page) => page.items) }}
        loadingLabel={t('healthSafety.page.loading')}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState
            icon="📋"
            title={t('healthSafety.officer.empty')}
            body={t('healthSafety.officer.emptyBody')}
          />
        }
      >
        {(items) => (
          <Stack spacing={2}>
            <ReportList reports={items} label={t('healthSafety.officer.listLabel')} officer />
            <LoadMore query={query} label={t('healthSafety.mine.more')} />
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
