import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable } from '@/components/data/data-table';
import { ListPagination } from '@/components/data/list-pagination';
import { useListPaging } from '@/components/data/use-list-paging';
import { QueryContent } from '@/components/feedback/query-content';
import { SelectInput } from '@/components/form/select-input';
import { StatusChip } from '@/components/status-chip';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  GENDERS,
  applicationStepMutation,
  rosterQueryOptions,
  saveGendersMutation,
  type PsyApplicationDetail,
  type PsyGender,
  type PsyRosterEntry,
} from '../api/admin';
import { usePsyErrorMessage } from '../lib/errors';

/** A draft's roster: each person's gender (used only to draw a sample in proportion, as the norm
 *  asks), whether they were drawn, and for Guía III with a sample the draw itself. Never who
 *  answered. */
export function RosterPanel({ detail }: { detail: PsyApplicationDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useNumberFormat();
  const errorText = usePsyErrorMessage();
  const roster = useQuery(rosterQueryOptions(detail.id));
  const [changes, setChanges] = useState<Record<number, PsyGender>>({});
  const save = useMutation(saveGendersMutation(detail.id));
  const draw = useMutation(applicationStepMutation(detail.id, 'sample'));
  const { page, perPage, controls } = useListPaging(25);
  const draft = detail.state === 'draft';
  const samples = detail.sampling === 'sample' && detail.guide === 'nom035_g3';
  const unsaved = Object.keys(changes).length;
  const drawn = useMemo(() => {
    const counts: Record<PsyGender, number> = { female: 0, male: 0, unspecified: 0 };
    for (const entry of roster.data ?? []) if (entry.sampled) counts[entry.gender] += 1;
    return counts;
  }, [roster.data]);
  const genderOf = (entry: PsyRosterEntry) => changes[entry.person.id] ?? entry.gender;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1.5, sm: 2.5 } }}
    >
      <Stack spacing={2}>
        <Typography id={`${id}-title`} variant="h3" component="h2">
          {t('psychosocial.admin.roster.title', { count: detail.population })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('psychosocial.admin.roster.help')}
        </Typography>
        <Typography variant="body2">
          {t('psychosocial.admin.roster.byGender', {
            female: format.number(detail.genders.female),
            male: format.number(detail.genders.male),
            unspecified: format.number(detail.genders.unspecified),
          })}
        </Typography>
        <QueryContent
          query={roster}
          loadingLabel={t('psychosocial.admin.roster.loading')}
          isEmpty={(data) => data.length === 0}
          empty={<Alert severity="warning">{t('psychosocial.admin.roster.empty')}</Alert>}
        >
          {(data) => (
            <Stack spacing={1}>
              <DataTable<PsyRosterEntry>
                rows={data.slice(page * perPage, (page + 1) * perPage)}
                rowKey={(entry) => entry.person.id}
                label={t('psychosocial.admin.roster.label')}
                cards
                columns={[
                  {
                    key: 'name',
                    header: t('psychosocial.admin.roster.name'),
                    rowHeader: true,
                    render: (entry) => entry.person.full_name,
                  },
                  {
                    key: 'department',
                    header: t('psychosocial.admin.roster.department'),
                    render: (entry) => entry.person.department_name ?? '—',
                  },
                  {
                    key: 'gender',
                    header: t('psychosocial.admin.roster.gender'),
                    render: (entry) => (
                      <SelectInput
                        id={`${id}-gender-${entry.person.id}`}
                        label={t('psychosocial.admin.roster.genderOf', {
                          name: entry.person.full_name,
                        })}
                        size="small"
                        disabled={!draft || save.isPending}
                        value={genderOf(entry)}
                        onChange={(event) => {
                          const gender = event.target.value as PsyGender;
                          setChanges((current) => {
                            const next = { ...current };
                            if (gender === entry.gender) delete next[entry.person.id];
                            else next[entry.person.id] = gender;
                            return next;
                          });
                        }}
                        options={GENDERS.map((gender) => ({
                          value: gender,
                          label: t(`psychosocial.genders.${gender}`),
                        }))}
                      />
                    ),
                  },
                  {
                    key: 'sampled',
                    header: t('psychosocial.admin.roster.sampled'),
                    render: (entry) =>
                      entry.sampled ? (
                        <StatusChip
                          label={t('psychosocial.admin.roster.inSample')}
                          current
                          color="success"
                        />
                      ) : (
                        <StatusChip
                          label={t('psychosocial.admin.roster.notInSample')}
                          current={false}
                          color="default"
                        />
                      ),
                  },
                ]}
              />
              <ListPagination
                meta={{ page: page + 1, perPage, total: data.length }}
                {...controls}
              />
            </Stack>
          )}
        </QueryContent>
        {save.error ? <Alert severity="error">{errorText(save.error)}</Alert> : null}
        {draft ? (
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
          >
            <Button
              variant="outlined"
              disabled={unsaved === 0}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  Object.entries(changes).map(([user, gender]) => ({
                    user_id: Number(user),
                    gender,
                  })),
                  { onSuccess: () => setChanges({}) },
                )
              }
            >
              {t('psychosocial.admin.roster.saveGenders', { count: unsaved })}
            </Button>
            {samples && detail.sampled > 0 && unsaved > 0 ? (
              <Typography variant="body2">{t('psychosocial.admin.roster.savingDrops')}</Typography>
            ) : null}
          </Stack>
        ) : null}
        {samples ? (
          <Stack spacing={1} component="section" aria-labelledby={`${id}-sample`}>
            <Typography id={`${id}-sample`} variant="h3" component="h3">
              {t('psychosocial.admin.sample.title')}
            </Typography>
            <Typography variant="body2">
              {t('psychosocial.admin.sample.formula', {
                population: format.number(detail.population),
                required: format.number(detail.sample_required),
              })}
            </Typography>
            {detail.sampled > 0 ? (
              <Alert severity="success" role="status">
                {t('psychosocial.admin.sample.drawn', {
                  count: detail.sampled,
                  female: format.number(drawn.female),
                  male: format.number(drawn.male),
                  unspecified: format.number(drawn.unspecified),
                })}
              </Alert>
            ) : (
              <Typography variant="body2">{t('psychosocial.admin.sample.notDrawn')}</Typography>
            )}
            {draw.error ? <Alert severity="error">{errorText(draw.error)}</Alert> : null}
            {draft ? (
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
              >
                <Button
                  variant="contained"
                  disabled={unsaved > 0}
                  loading={draw.isPending}
                  onClick={() => draw.mutate()}
                >
                  {detail.sampled > 0
                    ? t('psychosocial.admin.sample.redraw')
                    : t('psychosocial.admin.sample.draw')}
                </Button>
                {unsaved > 0 ? (
                  <Typography variant="body2">
                    {t('psychosocial.admin.sample.saveFirst')}
                  </Typography>
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
