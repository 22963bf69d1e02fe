import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';

import { CopyButton } from '@/components/copy-button';
import { ItemQueryContent } from '@/components/feedback/item-query-content';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { NotFound } from '@/components/not-found';
import { paths } from '@/config/paths';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';

import { benefitQueryOptions, type BenefitDetail, type BenefitHowTo } from '../api/benefits';
import { BenefitImage } from '../components/benefit-image';
import { RequestDialog } from '../components/request-dialog';
import { RequestStatusChip } from '../components/request-status-chip';
import { localDescription, useBenefitFormat } from '../lib/benefit-words';

/** `/benefits_page/:benefitId`: one benefit. When I have it, "Cómo usarlo" (its code with a
 *  copy button, link and contact); when I may ask for it, "Solicitar" (or my pending request);
 *  when I cannot have it, "¿Por qué no puedo verlo?" with each unmet rule in words. */
export function BenefitPage() {
  const { t } = useTranslation();
  const { benefitId } = useParams();
  const id = Number(benefitId);
  const valid = Number.isInteger(id) && id > 0;
  const benefit = useQuery({ ...benefitQueryOptions(id), enabled: valid });
  const words = useBenefitFormat();
  useDocumentTitle(benefit.data ? words.title(benefit.data) : t('benefits.detail.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Link component={RouterLink} to={paths.benefits} underline="hover">
          {t('benefits.detail.back')}
        </Link>
      </Box>
      <ItemQueryContent
        known={valid}
        query={benefit}
        loading={<LoadingBlock label={t('benefits.detail.loading')} />}
        notFound={<NotFound />}
      >
        {(data) => <BenefitView benefit={data} />}
      </ItemQueryContent>
    </Stack>
  );
}

function BenefitView({ benefit }: { benefit: BenefitDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const words = useBenefitFormat();
  const [requesting, setRequesting] = useState(false);
  const title = words.title(benefit);
  const description = localDescription(benefit, words.language);
  const request = benefit.request;
  const pending = request?.status === 'pending';
  const canRequest =
    benefit.eligible && benefit.mode === 'requestable' && !benefit.granted && !pending;
  return (
    <Paper component="article" variant="outlined" sx={{ overflow: 'hidden' }}>
      <BenefitImage url={benefit.image_url} height={200} />
      <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {benefit.provider ? (
            <Typography color="text.secondary">
              {t('benefits.detail.provider', { provider: benefit.provider })}
            </Typography>
          ) : null}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            <Chip size="small" variant="outlined" label={benefit.category} />
            {benefit.country ? (
              <Chip size="small" variant="outlined" label={words.country(benefit.country)} />
            ) : null}
            {benefit.granted ? (
              <Chip size="small" color="success" label={t('benefits.detail.yours')} />
            ) : null}
            {benefit.mode === 'requestable' && benefit.price_points > 0 ? (
              <Chip
                size="small"
                color="primary"
                label={t('benefits.points', {
                  count: benefit.price_points,
                  formatted: format.number(benefit.price_points),
                })}
              />
            ) : null}
          </Stack>
          <Validity from={benefit.valid_from} until={benefit.valid_until} />
        </Stack>
        {description ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {description}
          </Typography>
        ) : null}
        {!benefit.eligible ? <WhyNot benefit={benefit} /> : null}
        {benefit.granted && benefit.how ? <HowToUse how={benefit.how} /> : null}
        {benefit.mode === 'requestable' && !benefit.granted && benefit.eligible ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t(`benefits.approval.${benefit.approval}`)}</Typography>
            {pending && request ? (
              <Alert severity="info" sx={{ width: '100%' }}>
                <Stack spacing={0.5}>
                  <span>{t('benefits.detail.pending')}</span>
                  <span>
                    <RequestStatusChip status="pending" />
                  </span>
                </Stack>
              </Alert>
            ) : null}
            {request?.status === 'rejected' ? (
              <Alert severity="warning" sx={{ width: '100%' }}>
                {request.reason
                  ? t('benefits.detail.rejectedReason', { reason: request.reason })
                  : t('benefits.detail.rejected')}
              </Alert>
            ) : null}
            {canRequest ? (
              <Button variant="contained" onClick={() => setRequesting(true)}>
                {t('benefits.detail.request')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
      {requesting ? <RequestDialog benefit={benefit} onClose={() => setRequesting(false)} /> : null}
    </Paper>
  );
}

function Validity({ from, until }: { from: string | null; until: string | null }) {
  const { t } = useTranslation();
  const words = useBenefitFormat();
  if (!from && !until) return null;
  const text =
    from && until
      ? t('benefits.detail.validBetween', { from: words.date(from), until: words.date(until) })
      : until
        ? t('benefits.card.until', { date: words.date(until) })
        : t('benefits.detail.validFrom', { date: words.date(from ?? '') });
  return (
    <Typography variant="body2" color="text.secondary">
      {text}
    </Typography>
  );
}

/** "¿Por qué no puedo verlo?": each rule I do not meet, in words. */
function WhyNot({ benefit }: { benefit: BenefitDetail }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const words = useBenefitFormat();
  const titleId = useId();
  const months = benefit.eligibility.min_tenure_months ?? 0;
  const reasonText = (reason: BenefitDetail['reasons'][number]) => {
    switch (reason) {
      case 'tenure':
        return t('benefits.reasons.tenure', { count: months, formatted: format.number(months) });
      case 'not_yet':
        return t('benefits.reasons.not_yet', { date: words.date(benefit.valid_from ?? '') });
      case 'ended':
        return t('benefits.reasons.ended', { date: words.date(benefit.valid_until ?? '') });
      default:
        return t(`benefits.reasons.${reason}`);
    }
  };
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Alert severity="info" role="note">
        <AlertTitle id={titleId} component="h2" sx={{ typography: 'h3' }}>
          {t('benefits.detail.whyNot')}
        </AlertTitle>
        {benefit.reasons.length === 0 ? (
          <Typography variant="body2">{t('benefits.reasons.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {benefit.reasons.map((reason) => (
              <li key={reason}>{reasonText(reason)}</li>
            ))}
          </Box>
        )}
      </Alert>
    </Box>
  );
}

/** "Cómo usarlo": the instructions, the code with its copy button, the link and the contact. */
function HowToUse({ how }: { how: BenefitHowTo }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-labelledby={titleId}>
      <Stack spacing={1.5}>
        <Typography id={titleId} variant="h2">
          {t('benefits.detail.how')}
        </Typography>
        {how.how_to_use ? (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {how.how_to_use}
          </Typography>
        ) : null}
        {how.code ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography>
              {t('benefits.detail.code')}{' '}
              <Box
                component="code"
                data-testid="benefit-code"
                sx={{ fontFamily: 'monospace', fontSize: '1.1rem', fontWeight: 700 }}
              >
                {how.code}
              </Box>
            </Typography>
            <CopyButton
              text={how.code}
              label={t('benefits.detail.copy')}
              copiedLabel={t('benefits.detail.copied')}
              failedLabel={t('benefits.detail.copyFailed')}
              ariaLabel={t('benefits.detail.copyLabel')}
            />
          </Stack>
        ) : null}
        {how.link ? (
          <Typography>
            <Link
              href={how.link}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {t('benefits.detail.link')}
            </Link>
          </Typography>
        ) : null}
        {how.contact ? (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('benefits.detail.contact', { contact: how.contact })}
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
