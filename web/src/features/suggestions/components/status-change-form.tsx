import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { useNumberFormat } from '@/i18n/use-number-format';

import { fieldError, useErrorText } from '../lib/use-error-text';

import type { StatusArea } from './status-chip';

/** The statuses whose move needs a public reason (CMP-3). */
const REASON_STATUSES: readonly string[] = ['aceptada', 'implementada', 'descartada'];

const REASON_MAX = 1000;

export type StatusChangeFormProps<S extends string> = {
  area: StatusArea;
  current: S;
  statuses: readonly S[];
  pending: boolean;
  error: unknown;
  onSubmit: (change: { status: S; reason: string | null }) => void;
  /** What the move pays the author, shown under the choice (an idea's points). */
  note?: (status: S) => string | null;
};

/** A reviewer's move of a status: the new status and, for accepted, implemented or discarded,
 *  the public reason the author reads. The reason is asked before the call; the server's refusal
 *  shows under the form and keeps what was typed. */
export function StatusChangeForm<S extends string>({
  area,
  current,
  statuses,
  pending,
  error,
  onSubmit,
  note,
}: StatusChangeFormProps<S>) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const errorText = useErrorText();
  const id = useId();
  const others = statuses.filter((status) => status !== current);
  const [status, setStatus] = useState<S>(others[0] ?? current);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const needsReason = REASON_STATUSES.includes(status);
  const serverReason = fieldError(error, 'reason');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsReason && reason.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit({ status, reason: reason.trim() === '' ? null : reason.trim() });
  };
  const reasonError = missing ? t('suggestions.statusForm.reasonRequired') : serverReason;
  const extra = note?.(status) ?? null;
  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={submit}>
      <Typography variant="h3" component="h2">
        {t('suggestions.statusForm.title')}
      </Typography>
      <SelectInput
        id={`${id}-status`}
        label={t('suggestions.statusForm.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as S)}
        options={others.map((value) => ({
          value,
          label: t(`suggestions.status.${area}.${value}` as 'suggestions.status.idea.nueva'),
        }))}
      />
      <TextInput
        id={`${id}-reason`}
        label={t('suggestions.statusForm.reason')}
        required={needsReason}
        multiline
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        inputProps={{ maxLength: REASON_MAX }}
        error={Boolean(reasonError)}
        helperText={
          reasonError ??
          (needsReason
            ? t('suggestions.statusForm.reasonHelp', { max: format.number(REASON_MAX) })
            : t('suggestions.statusForm.reasonOptional'))
        }
      />
      {extra ? <Typography variant="body2">{extra}</Typography> : null}
      {error && !serverReason ? (
        <Alert severity="error" role="alert">
          {errorText(error)}
        </Alert>
      ) : null}
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={pending}>
          {t('suggestions.statusForm.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
