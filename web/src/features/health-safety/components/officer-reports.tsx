import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadMore } from '@/components/feedback/load-more';
import { QueryContent } from '@/components/feedback/query-content';

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
        <TextField
          select
          id={`${id}-status`}
          label={t('healthSafety.officer.filterStatus')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as SafetyStatus | '');
            setKind('');
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('healthSafety.officer.all')}</MenuItem>
          {STAGES.map((entry) => (
            <MenuItem key={entry} value={entry}>
              {t(`healthSafety.stage.${entry}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id={`${id}-kind`}
          label={t('healthSafety.officer.filterKind')}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as SafetyKind | '');
            setStatus('');
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('healthSafety.officer.all')}</MenuItem>
          {KINDS.map((entry) => (
            <MenuItem key={entry} value={entry}>
              {t(`healthSafety.kind.${entry}`)}
            </MenuItem>
          ))}
        </TextField>
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
