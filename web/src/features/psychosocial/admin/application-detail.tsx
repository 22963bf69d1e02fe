import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mutationOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { DateText } from '@/components/date-text';
import { ConfirmDialog } from '@/components/dialog/confirm-dialog';
import { DownloadButton } from '@/components/download-button';
import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { StatCounts, StatTile, StatTiles } from '@/components/layout/stat-tiles';
import { useNumberFormat } from '@/i18n/use-number-format';

import {
  applicationQueryOptions,
  applicationStepMutation,
  deleteApplicationMutation,
  downloadDossier,
  guidesQueryOptions,
  type PsyApplicationDetail,
  type SizeRule,
} from '../api/admin';
import { usePsyErrorMessage } from '../lib/errors';
import { guidesLabel } from '../lib/labels';

import { ApplicationForm } from './application-form';
import { MeasuresPanel } from './measures-panel';
import { ResultsPanel } from './results-panel';
import { RosterPanel } from './roster-panel';
import { StateChip } from './state-chip';

type Confirming = 'launch' | 'close' | 'delete' | null;

/** The size rule the roster falls in. */
const ruleFor = (rules: readonly SizeRule[], population: number) =>
  rules.find((rule) => population >= rule.min && (rule.max === null || population <= rule.max));

function Summary({ detail }: { detail: PsyApplicationDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const guides = useQuery(guidesQueryOptions());
  const rule = guides.data ? ruleFor(guides.data.size_rules, detail.population) : undefined;
  const count = (value: number | null) =>
    value === null ? t('psychosocial.admin.belowK') : format.number(value);
  return (
    <StatTiles>
      <StatTile label={t('psychosocial.admin.detail.normAsks')}>
        <Typography variant="h3" component="p">
          {guidesLabel(t, detail.guide, detail.guide1)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {rule
            ? rule.max === null
              ? t('psychosocial.admin.detail.ruleFrom', {
                  population: format.number(detail.population),
                  min: format.number(rule.min),
                })
              : t('psychosocial.admin.detail.ruleRange', {
                  population: format.number(detail.population),
                  min: format.number(rule.min),
                  max: format.number(rule.max),
                })
            : t('psychosocial.admin.detail.population', {
                population: format.number(detail.population),
              })}
        </Typography>
      </StatTile>
      <StatTile label={t('psychosocial.admin.detail.sample')}>
        {detail.guide ? (
          <StatCounts
            rows={[
              {
                key: 'required',
                label: t('psychosocial.admin.detail.sampleRequired'),
                value: format.number(detail.sample_required),
              },
              {
                key: 'sampled',
                label: t('psychosocial.admin.detail.sampled'),
                value: format.number(detail.sampled),
              },
              {
                key: 'participants',
                label: t('psychosocial.admin.detail.participants'),
                value: format.number(detail.participants),
              },
            ]}
          />
        ) : (
          <Typography variant="body2">{t('psychosocial.admin.detail.onlyGuide1')}</Typography>
        )}
      </StatTile>
      <StatTile label={t('psychosocial.admin.detail.participation')}>
        {detail.state === 'draft' ? (
          <Typography variant="body2">{t('psychosocial.admin.detail.notLaunched')}</Typography>
        ) : (
          <StatCounts
            rows={[
              ...(detail.guide
                ? [
                    {
                      key: 'main',
                      label: guidesLabel(t, detail.guide, false),
                      value: count(detail.answered_main),
                    },
                  ]
                : []),
              ...(detail.guide1
                ? [
                    {
                      key: 'guide1',
                      label: t('psychosocial.guideNames.nom035_g1'),
                      value: count(detail.answered_guide1),
                    },
                  ]
                : []),
            ]}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('psychosocial.admin.detail.kNote', { k: detail.k })}
        </Typography>
      </StatTile>
      <StatTile label={t('psychosocial.admin.detail.dates')}>
        <Stack>
          <Typography variant="body2">
            {t('psychosocial.list.opensOn')}{' '}
            {detail.opens_on ? <DateText value={detail.opens_on} /> : '—'}
          </Typography>
          <Typography variant="body2">
            {t('psychosocial.list.closesOn')}{' '}
            {detail.closes_on ? <DateText value={detail.closes_on} /> : '—'}
          </Typography>
          {detail.next_due_on ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('psychosocial.admin.nextDue')} <DateText value={detail.next_due_on} />
            </Typography>
          ) : null}
        </Stack>
      </StatTile>
    </StatTiles>
  );
}

function Detail({ detail, onBack }: { detail: PsyApplicationDetail; onBack: () => void }) {
  const { t } = useTranslation();
  const errorText = usePsyErrorMessage();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const launch = useMutation(applicationStepMutation(detail.id, 'launch'));
  const close = useMutation(applicationStepMutation(detail.id, 'close'));
  const remove = useMutation(deleteApplicationMutation(detail.id));
  const running = confirming === 'launch' ? launch : confirming === 'close' ? close : remove;
  const draft = detail.state === 'draft';
  const sampleMissing =
    detail.sampling === 'sample' && detail.guide === 'nom035_g3' && detail.sampled === 0;
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Button startIcon={<ArrowBack />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          {t('psychosocial.admin.back')}
        </Button>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
            {detail.workplace}
          </Typography>
          <StateChip state={detail.state} />
        </Stack>
      </Stack>
      <Summary detail={detail} />
      {draft ? (
        <>
          <ApplicationForm key={detail.id} detail={detail} onSaved={() => undefined} />
          <RosterPanel detail={detail} />
          <Stack spacing={1}>
            {sampleMissing ? (
              <Alert severity="info">{t('psychosocial.admin.launch.drawFirst')}</Alert>
            ) : null}
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
              <Button variant="contained" onClick={() => setConfirming('launch')}>
                {t('psychosocial.admin.launch.button')}
              </Button>
              <Button color="error" variant="outlined" onClick={() => setConfirming('delete')}>
                {t('psychosocial.admin.delete.button')}
              </Button>
            </Stack>
          </Stack>
        </>
      ) : (
        <>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            <DownloadButton
              mutation={mutationOptions({ mutationFn: () => downloadDossier(detail.id) })}
              fileName={t('psychosocial.admin.dossier.file', { id: detail.id })}
              label={t('psychosocial.admin.dossier.button')}
              icon={<PictureAsPdfOutlined />}
            />
            {detail.state === 'open' ? (
              <Button variant="outlined" onClick={() => setConfirming('close')}>
                {t('psychosocial.admin.close.button')}
              </Button>
            ) : null}
          </Stack>
          {detail.guide ? <ResultsPanel applicationId={detail.id} /> : null}
          <MeasuresPanel detail={detail} />
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`psychosocial.admin.${confirming}.title`) : ''}
        body={
          confirming === 'launch'
            ? t('psychosocial.admin.launch.body', {
                count: detail.participants || detail.population,
              })
            : confirming
              ? t(`psychosocial.admin.${confirming}.body`)
              : ''
        }
        confirmLabel={confirming ? t(`psychosocial.admin.${confirming}.confirm`) : ''}
        cancelLabel={t('psychosocial.admin.form.cancel')}
        destructive={confirming === 'delete'}
        pending={running.isPending}
        error={running.error ? <Alert severity="error">{errorText(running.error)}</Alert> : null}
        onCancel={() => {
          running.reset();
          setConfirming(null);
        }}
        onConfirm={() =>
          running.mutate(undefined, {
            onSuccess: () => {
              setConfirming(null);
              if (confirming === 'delete') onBack();
            },
          })
        }
      />
    </Stack>
  );
}

/** One application in the console: its summary (which guide the norm asks for by the roster's
 *  size, the required sample, participation), then as a draft its settings, roster and sample
 *  with "Abrir aplicación" and delete; once open or closed its dossier, closing, results and
 *  measures. */
export function ApplicationDetail({
  applicationId,
  onBack,
}: {
  applicationId: number;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(applicationQueryOptions(applicationId));
  if (query.data) return <Detail detail={query.data} onBack={onBack} />;
  if (query.isError) {
    const status = toApiError(query.error).status;
    return status === 404 || status === 400 ? (
      <EmptyState
        title={t('psychosocial.admin.notFound')}
        action={<Button onClick={onBack}>{t('psychosocial.admin.back')}</Button>}
      />
    ) : (
      <LoadError error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <LoadingBlock label={t('psychosocial.admin.loading')} />;
}
