import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { toApiError } from '@/api/errors';
import { AttachmentsField } from '@/components/form/attachments-field';
import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { PeoplePicker } from '@/components/people/people-picker';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';

import {
  fileReportMutation,
  KINDS,
  SEVERITIES,
  type Person,
  type SafetyKind,
  type SafetyOverview,
  type SafetySeverity,
} from '../api/health-safety';
import { localDay, localTime } from '../lib/words';
import { reportPath } from '../paths';

import { ReceiptCard } from './receipt-card';
import { ShrunkInput } from './shrunk-input';

const PHOTOS_MAX = 5;

/** The report form: type, anonymous (hazards only), place, site, when, what, injuries (incidents
 *  only, no clinical data), photos. An identified report opens its page once sent; an anonymous
 *  one shows its receipt code, once, in place of the form. */
export function ReportForm({ overview }: { overview: SafetyOverview }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const errorMessage = useApiErrorMessage();
  const [kind, setKind] = useState<SafetyKind>('incident');
  const [anonymous, setAnonymous] = useState(false);
  const [place, setPlace] = useState('');
  const [site, setSite] = useState('');
  const [day, setDay] = useState(localDay);
  const [time, setTime] = useState(localTime);
  const [description, setDescription] = useState('');
  const [injury, setInjury] = useState(false);
  const [severity, setSeverity] = useState<SafetySeverity>('none');
  const [injured, setInjured] = useState<Person[]>([]);
  const [receipt, setReceipt] = useState<string | null>(null);
  const uploads = useAttachmentUploads('comm-attachment', PHOTOS_MAX);
  const file = useMutation(fileReportMutation());
  const fields = file.isError ? toApiError(file.error).fields : {};
  const isAnonymous = kind === 'hazard' && anonymous;
  const isIncident = kind === 'incident';

  const submit = () => {
    file.mutate(
      {
        anonymous: isAnonymous,
        input: {
          kind,
          place: place.trim(),
          occurred_at: `${day}T${time}`,
          description: description.trim(),
          site_id: site ? Number(site) : null,
          injury: isIncident && injury,
          severity: isIncident ? severity : 'none',
          injured_ids: isIncident && injury ? injured.map((person) => person.id) : [],
          photo_keys: isAnonymous ? [] : uploads.keys,
        },
      },
      {
        onSuccess: (filed) => {
          if (filed.report) {
            void navigate(reportPath(filed.report.id));
            return;
          }
          setReceipt(filed.receipt);
          setPlace('');
          setDescription('');
        },
      },
    );
  };

  if (receipt) {
    return (
      <ReceiptCard
        receipt={receipt}
        onDone={() => {
          setReceipt(null);
          file.reset();
        }}
      />
    );
  }

  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 640 }}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography variant="h2" id={`${id}-title`}>
        {t('healthSafety.form.title')}
      </Typography>
      <Stack spacing={0.5}>
        <Typography variant="subtitle2" id={`${id}-kind`}>
          {t('healthSafety.form.kind')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={kind}
          onChange={(_event, next: SafetyKind | null) => next && setKind(next)}
          aria-labelledby={`${id}-kind`}
          orientation="vertical"
          sx={{ alignSelf: 'stretch' }}
        >
          {KINDS.map((entry) => (
            <ToggleButton
              key={entry}
              value={entry}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
            >
              <Stack>
                <Typography sx={{ fontWeight: 600 }}>{t(`healthSafety.kind.${entry}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`healthSafety.kindHelp.${entry}`)}
                </Typography>
              </Stack>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {kind === 'hazard' ? (
        <Stack spacing={0.5}>
          <FormControlLabel
            control={
              <Switch
                checked={anonymous}
                onChange={(event) => setAnonymous(event.target.checked)}
              />
            }
            label={t('healthSafety.form.anonymous')}
          />
          {anonymous ? <Alert severity="info">{t('healthSafety.form.anonymousHelp')}</Alert> : null}
        </Stack>
      ) : null}
      <TextInput
        id={`${id}-place`}
        label={t('healthSafety.form.place')}
        required
        value={place}
        onChange={(event) => setPlace(event.target.value)}
        inputProps={{ maxLength: 200 }}
        error={Boolean(fields.place)}
        helperText={fields.place ?? t('healthSafety.form.placeHelp')}
      />
      {overview.sites.length > 0 ? (
        <SelectInput
          id={`${id}-site`}
          label={t('healthSafety.form.site')}
          value={site}
          onChange={(event) => setSite(event.target.value)}
          error={Boolean(fields.site_id)}
          helperText={fields.site_id}
          options={[
            { value: '', label: t('healthSafety.form.noSite') },
            ...overview.sites.map((entry) => ({ value: String(entry.id), label: entry.name })),
          ]}
        />
      ) : null}
      <Stack direction="row" spacing={1.5}>
        <DateInput
          id={`${id}-day`}
          label={t('healthSafety.form.day')}
          required
          value={day}
          onChange={setDay}
          error={Boolean(fields.occurred_at)}
          helperText={fields.occurred_at}
        />
        <ShrunkInput
          id={`${id}-time`}
          type="time"
          label={t('healthSafety.form.time')}
          required
          value={time}
          onChange={(event) => setTime(event.target.value)}
          sx={{ maxWidth: 160 }}
        />
      </Stack>
      <TextInput
        id={`${id}-description`}
        label={t('healthSafety.form.description')}
        required
        multiline
        minRows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        inputProps={{ maxLength: 4000 }}
        error={Boolean(fields.description)}
        helperText={fields.description}
      />
      <Alert severity="warning">{t('healthSafety.form.clinical')}</Alert>
      {isIncident ? (
        <Stack spacing={2}>
          <FormControlLabel
            control={
              <Switch
                checked={injury}
                onChange={(event) => {
                  setInjury(event.target.checked);
                  if (event.target.checked && severity === 'none') setSeverity('minor');
                }}
              />
            }
            label={t('healthSafety.form.injury')}
          />
          <SelectInput
            id={`${id}-severity`}
            label={t('healthSafety.form.severity')}
            value={severity}
            onChange={(event) => setSeverity(event.target.value as SafetySeverity)}
            error={Boolean(fields.severity)}
            helperText={fields.severity}
            options={SEVERITIES.filter((entry) => !injury || entry !== 'none').map((entry) => ({
              value: entry,
              label: t(`healthSafety.severity.${entry}`),
            }))}
          />
          {injury ? (
            <PeoplePicker
              multiple
              id={`${id}-injured`}
              label={t('healthSafety.form.injured')}
              helperText={t('healthSafety.form.injuredHelp')}
              value={injured}
              onChange={setInjured}
              error={fields.injured_ids}
            />
          ) : null}
        </Stack>
      ) : null}
      {isAnonymous ? null : (
        <Stack spacing={0.5}>
          <Typography variant="subtitle2">{t('healthSafety.form.photos')}</Typography>
          <AttachmentsField
            uploads={uploads}
            error={fields.photo_keys}
            texts={{
              attach: t('healthSafety.form.files.attach'),
              help: t('healthSafety.form.photosHelp'),
              rejected: (_reason, name) => t('healthSafety.form.files.rejected', { name }),
              uploading: (name) => t('healthSafety.form.files.uploading', { name }),
              uploaded: (name) => t('healthSafety.form.files.uploaded', { name }),
              uploadFailed: (reason) => t('healthSafety.form.files.uploadFailed', { reason }),
              remove: (name) => t('healthSafety.form.files.remove', { name }),
            }}
          />
        </Stack>
      )}
      {file.isError && Object.keys(fields).length === 0 ? (
        <Alert severity="error">{errorMessage(file.error)}</Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        loading={file.isPending}
        disabled={uploads.uploading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('healthSafety.form.submit')}
      </Button>
    </Stack>
  );
}
