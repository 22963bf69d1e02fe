import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { TextInput } from '@/components/form/text-input';

import {
  addInformationMutation,
  followReceiptMutation,
  type SafetyReceiptView,
} from '../api/health-safety';
import { useSafetyErrorMessage } from '../lib/errors';
import { formatReceipt, isReceipt } from '../lib/receipt';
import { formatLocal } from '../lib/words';

import { FollowUpList } from './follow-up-list';

const TEXT_MAX = 2000;

/** "Seguir un reporte anónimo": the receipt code alone opens the report (its stage, the safety
 *  team's replies, what was added) and adds information to it. The code stays in this screen's
 *  memory only: no address, no cache, no storage. */
export function FollowReport() {
  const { t } = useTranslation();
  const id = useId();
  const describe = useSafetyErrorMessage();
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [report, setReport] = useState<SafetyReceiptView | null>(null);
  const follow = useMutation(followReceiptMutation());
  const malformed = checked && !isReceipt(typed);

  const open = () => {
    setChecked(true);
    if (!isReceipt(typed)) return;
    const entered = formatReceipt(typed);
    follow.mutate(entered, {
      onSuccess: (view) => {
        setCode(entered);
        setReport(view);
      },
    });
  };
  const forget = () => {
    setCode(null);
    setReport(null);
    setTyped('');
    setChecked(false);
    follow.reset();
  };

  if (code && report) {
    return <Followed code={code} report={report} onChange={setReport} onForget={forget} />;
  }
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 640 }}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        open();
      }}
    >
      <Typography variant="h2" id={`${id}-title`}>
        {t('healthSafety.follow.title')}
      </Typography>
      <Typography color="text.secondary">{t('healthSafety.follow.intro')}</Typography>
      <TextInput
        id={`${id}-code`}
        label={t('healthSafety.follow.code')}
        required
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        inputProps={{
          maxLength: 40,
          spellCheck: false,
          autoCapitalize: 'characters',
          style: { fontFamily: 'monospace', letterSpacing: '0.08em' },
        }}
        error={malformed}
        helperText={
          malformed ? t('healthSafety.follow.malformed') : t('healthSafety.follow.codeHelp')
        }
      />
      {follow.isError ? (
        <Alert severity="error" role="alert">
          {describe(follow.error)}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        loading={follow.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('healthSafety.follow.open')}
      </Button>
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 0.5 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Followed({
  code,
  report,
  onChange,
  onForget,
}: {
  code: string;
  report: SafetyReceiptView;
  onChange: (report: SafetyReceiptView) => void;
  onForget: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const describe = useSafetyErrorMessage();
  const add = useMutation(addInformationMutation());
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const fields = add.isError ? toApiError(add.error).fields : {};
  const submit = () => {
    setSent(false);
    add.mutate(
      { code, text: text.trim() },
      {
        onSuccess: (view) => {
          onChange(view);
          setText('');
          setSent(true);
        },
      },
    );
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="h2">{t(`healthSafety.kind.${report.kind}`)}</Typography>
          <Chip
            label={t(`healthSafety.stage.${report.status}`)}
            color={report.status === 'closed' ? 'success' : 'default'}
          />
        </Stack>
        <Button variant="outlined" onClick={onForget} sx={{ alignSelf: { xs: 'flex-start' } }}>
          {t('healthSafety.follow.another')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('healthSafety.follow.codeShown', { code })}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1.5}>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {report.description}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
            <Row label={t('healthSafety.report.place')}>{report.place}</Row>
            {report.site_name ? (
              <Row label={t('healthSafety.report.site')}>{report.site_name}</Row>
            ) : null}
            <Row label={t('healthSafety.report.occurredAt')}>{formatLocal(report.occurred_at)}</Row>
          </Box>
        </Stack>
      </Paper>
      <Stack spacing={1} component="section" aria-labelledby={`${id}-follow`}>
        <Typography variant="h3" id={`${id}-follow`}>
          {t('healthSafety.follow.timeline')}
        </Typography>
        <FollowUpList entries={report.follow_up} label={t('healthSafety.follow.timeline')} />
      </Stack>
      {report.can_comment ? (
        <Stack
          component="form"
          spacing={1.5}
          aria-labelledby={`${id}-add`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Typography variant="h3" id={`${id}-add`}>
            {t('healthSafety.follow.add')}
          </Typography>
          <TextInput
            id={`${id}-text`}
            label={t('healthSafety.follow.addLabel')}
            multiline
            minRows={3}
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
            inputProps={{ maxLength: TEXT_MAX }}
            error={Boolean(fields.text)}
            helperText={fields.text ?? t('healthSafety.follow.addHelp')}
          />
          {sent ? <Alert severity="success">{t('healthSafety.follow.added')}</Alert> : null}
          {add.isError && !fields.text ? (
            <Alert severity="error" role="alert">
              {describe(add.error)}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            loading={add.isPending}
            disabled={text.trim() === ''}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('healthSafety.follow.send')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">{t('healthSafety.follow.closed')}</Alert>
      )}
    </Stack>
  );
}
