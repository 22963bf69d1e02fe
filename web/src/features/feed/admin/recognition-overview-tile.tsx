import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { OverviewCard, OverviewFigure, OverviewStats } from '@/components/layout/overview-card';
import { PlainList } from '@/components/layout/plain-list';
import { useNumberFormat, type NumberFormat } from '@/i18n/use-number-format';
import { adminSectionPath } from '@/lib/modules/admin-sections';

import {
  recognitionOverviewQueryOptions,
  type DepartmentRecognitions,
  type RecognitionOverview,
} from '../api/recognition-overview';

/** Departments the tile's bars show at most. */
export const OVERVIEW_DEPARTMENTS = 6;

/** The console's overview tile of recognition this month: the share of active people who took
 *  part, the recognitions sent against last month, the points they gave, and the departments
 *  that received most as bars; it leads to the console's list of recognitions. */
export function RecognitionOverviewTile() {
  const { t } = useTranslation();
  const query = useQuery(recognitionOverviewQueryOptions());
  return (
    <OverviewCard
      title={t('admin.recognitions.overview.title')}
      icon={<VolunteerActivismOutlined fontSize="small" />}
      query={query}
      loadingLabel={t('admin.recognitions.overview.loading')}
      link={{
        to: adminSectionPath({ segment: 'recognitions' }),
        label: t('admin.recognitions.overview.link'),
      }}
      data-testid="overview-recognition"
    >
      {(data) => <RecognitionFigures data={data} />}
    </OverviewCard>
  );
}

/** "+12 % frente al mes anterior", or why there is no change to tell. */
function changeText(
  t: TFunction,
  format: NumberFormat,
  { recognitions, previous_recognitions: previous }: RecognitionOverview,
): string {
  if (previous === 0) return t('admin.recognitions.overview.noPrevious');
  if (recognitions === previous) return t('admin.recognitions.overview.samePrevious');
  return t('admin.recognitions.overview.change', {
    change: format.signedPercent((recognitions - previous) / previous),
  });
}

function RecognitionFigures({ data }: { data: RecognitionOverview }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <>
      <OverviewFigure
        value={data.people > 0 ? format.percent(data.participants / data.people) : '—'}
        label={t('admin.recognitions.overview.participation')}
        detail={t('admin.recognitions.overview.participants', {
          count: data.people,
          participants: format.number(data.participants),
          people: format.number(data.people),
        })}
      />
      <OverviewStats
        stats={[
          {
            key: 'recognitions',
            label: t('admin.recognitions.overview.recognitions'),
            value: format.number(data.recognitions),
            note: changeText(t, format, data),
          },
          {
            key: 'points',
            label: t('admin.recognitions.overview.points'),
            value: format.number(data.points),
          },
        ]}
      />
      <DepartmentBars departments={data.departments} />
    </>
  );
}

/** The departments that received most recognitions this month, each with its count as text and
 *  a bar as long as its share of the first one's. */
function DepartmentBars({ departments }: { departments: readonly DepartmentRecognitions[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const titleId = useId();
  const shown = departments
    .filter((department) => department.recognitions > 0)
    .sort((a, b) => b.recognitions - a.recognitions)
    .slice(0, OVERVIEW_DEPARTMENTS);
  const most = Math.max(1, ...shown.map((department) => department.recognitions));
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {t('admin.recognitions.overview.byDepartment')}
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('admin.recognitions.overview.noDepartments')}
        </Typography>
      ) : (
        <PlainList
          label={t('admin.recognitions.overview.byDepartment')}
          sx={{ display: 'grid', gap: 1 }}
        >
          {shown.map((department) => (
            <Box
              component="li"
              key={department.id ?? 'none'}
              data-department={department.id ?? 'none'}
              sx={{ minWidth: 0 }}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
              >
                <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {department.name ?? t('admin.recognitions.overview.noDepartment')}
                </Typography>
                <Typography variant="body2" sx={{ flexShrink: 0, fontWeight: 700 }}>
                  {format.number(department.recognitions)}
                </Typography>
              </Stack>
              <Box
                aria-hidden
                sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.hover' }}
              >
                <Box
                  data-bar
                  sx={{ height: 1, borderRadius: 3, bgcolor: 'primary.main' }}
                  style={{ width: `${Math.round((department.recognitions / most) * 100)}%` }}
                />
              </Box>
            </Box>
          ))}
        </PlainList>
      )}
    </Box>
  );
}
