// The console's "Canal de denuncias" section: the committee (the people who see the intake and
// assign investigators; admins are not in it unless chosen), the jurisdiction profile that sets
// the legal clocks (with its own day counts for "custom"), the semestral notice (cadence, next
// day, its text in Spanish and English) and the notices sent with their read and confirmed
// counts, the proof that workers were told (CMP-10).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ApiError } from '@/api/errors';
import type { PersonRef } from '@/api/types';
import { TableScroll } from '@/components/data/table-scroll';
import { DateText } from '@/components/date-text';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { Panel } from '@/components/layout/panel';
import { SectionHeader } from '@/components/layout/section-header';
import { PeoplePicker } from '@/components/people/people-picker';
import { paths } from '@/config/paths';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  noticesQueryOptions,
  saveSettingsMutation,
  sendNoticeMutation,
  settingsQueryOptions,
  type ComplaintCustomDays,
  type ComplaintProfile,
  type ComplaintSettings,
} from '../api/admin';

const PROFILES: readonly ComplaintProfile[] = ['cl', 'eu', 'mx', 'co', 'custom'];

type Draft = {
  handlers: PersonRef[];
  profile: ComplaintProfile;
  custom: ComplaintCustomDays;
  cadence: string;
  nextDay: string;
  textEs: string;
  textEn: string;
};

const draftOf = (settings: ComplaintSettings): Draft => ({
  handlers: settings.handlers,
  profile: settings.profile,
  custom: settings.custom_days,
  cadence: String(settings.notice_cadence_months),
  nextDay: settings.next_notice_day ?? '',
  textEs: settings.notice_text_es,
  textEn: settings.notice_text_en,
});

function SettingsForm({ settings }: { settings: ComplaintSettings }) {
  const { t } = useTranslation();
  const id = useId();

  const queryClient = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const save = useMutation(saveSettingsMutation(queryClient));
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const set = (patch: Partial<Draft>) => {
    save.reset();
    setDraft({ ...draft, ...patch });
  };
  const setDays = (patch: Partial<ComplaintCustomDays>) =>
    set({ custom: { ...draft.custom, ...patch } });
  const cadence = Number(draft.cadence);
  const cadenceBad = !Number.isInteger(cadence) || cadence < 1 || cadence > 24;
  const fields: Readonly<Record<string, string>> =
    save.error instanceof ApiError ? save.error.fields : {};

  const submit = () => {
    if (cadenceBad || !draft.textEs.trim() || !draft.textEn.trim()) return;
    save.mutate({
      handler_ids: draft.handlers.map((person) => person.id),
      profile: draft.profile,
      custom_days: draft.custom,
      notice_cadence_months: cadence,
      next_notice_day: draft.nextDay || null,
      notice_text_es: draft.textEs.trim(),
      notice_text_en: draft.textEn.trim(),
    });
  };
  const dayField = (key: 'acknowledge_days' | 'investigation_days' | 'measures_days') => (
    <TextInput
      id={`${id}-${key}`}
      type="number"
      label={t(`complaints.admin.custom.${key}`)}
      value={draft.custom[key]}
      onChange={(event) => setDays({ [key]: Number(event.target.value) })}
      error={Boolean(fields[`custom_days.${key}`])}
      helperText={fields[`custom_days.${key}`]}
      inputProps={{ min: key === 'acknowledge_days' ? 0 : 1, max: 365 }}
      sx={{ maxWidth: 240 }}
    />
  );

  return (
    <Stack spacing={3}>
      <Panel
        title={t('complaints.admin.committee')}
        description={t('complaints.admin.committeeHelp')}
      >
        <PeoplePicker
          id={`${id}-handlers`}
          multiple
          label={t('complaints.admin.handlers')}
          value={draft.handlers}
          onChange={(handlers) => set({ handlers })}
          error={fields.handler_ids}
        />
      </Panel>
      <Panel title={t('complaints.admin.profile')} description={t('complaints.admin.profileHelp')}>
        <SelectInput
          id={`${id}-profile`}
          label={t('complaints.admin.profileLabel')}
          value={draft.profile}
          onChange={(event) => set({ profile: event.target.value as ComplaintProfile })}
          helperText={t(`complaints.admin.profileNote.${draft.profile}`)}
          sx={{ maxWidth: 480 }}
          options={PROFILES.map((profile) => ({
            value: profile,
            label: t(`complaints.profiles.${profile}`),
          }))}
        />
        {draft.profile === 'custom' ? (
          <Stack spacing={2}>
            {dayField('acknowledge_days')}
            {dayField('investigation_days')}
            {dayField('measures_days')}
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.custom.business_days}
                  onChange={(event) => setDays({ business_days: event.target.checked })}
                />
              }
              label={t('complaints.admin.custom.business_days')}
            />
            {draft.custom.business_days ? (
              <SelectInput
                id={`${id}-holidays`}
                label={t('complaints.admin.custom.holidays')}
                value={draft.custom.holidays_country ?? ''}
                onChange={(event) =>
                  setDays({
                    holidays_country: event.target.value || null,
                  })
                }
                sx={{ maxWidth: 240 }}
                options={[
                  { value: '', label: t('complaints.admin.custom.noHolidays') },
                  { value: 'cl', label: t('complaints.admin.custom.country.cl') },
                  { value: 'mx', label: t('complaints.admin.custom.country.mx') },
                  { value: 'co', label: t('complaints.admin.custom.country.co') },
                ]}
              />
            ) : null}
          </Stack>
        ) : null}
      </Panel>
      <Panel title={t('complaints.admin.notice')} description={t('complaints.admin.noticeHelp')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            id={`${id}-2`}
            type="number"
            label={t('complaints.admin.cadence')}
            value={draft.cadence}
            onChange={(event) => set({ cadence: event.target.value })}
            error={cadenceBad || Boolean(fields.notice_cadence_months)}
            helperText={
              cadenceBad ? t('complaints.admin.cadenceProblem') : fields.notice_cadence_months
            }
            inputProps={{ min: 1, max: 24 }}
            sx={{ maxWidth: 240 }}
          />
          <DateInput
            id={`${id}-next`}
            label={t('complaints.admin.nextDay')}
            value={draft.nextDay}
            onChange={(nextDay) => set({ nextDay })}
            error={Boolean(fields.next_notice_day)}
            helperText={fields.next_notice_day ?? t('complaints.admin.nextDayHelp')}
          />
        </Stack>
        <TextInput
          id={`${id}-3`}
          multiline
          minRows={4}
          label={t('complaints.admin.textEs')}
          value={draft.textEs}
          onChange={(event) => set({ textEs: event.target.value })}
          error={!draft.textEs.trim() || Boolean(fields.notice_text_es)}
          helperText={
            !draft.textEs.trim() ? t('complaints.admin.textRequired') : fields.notice_text_es
          }
        />
        <TextInput
          id={`${id}-4`}
          multiline
          minRows={4}
          label={t('complaints.admin.textEn')}
          value={draft.textEn}
          onChange={(event) => set({ textEn: event.target.value })}
          error={!draft.textEn.trim() || Boolean(fields.notice_text_en)}
          helperText={
            !draft.textEn.trim() ? t('complaints.admin.textRequired') : fields.notice_text_en
          }
        />
      </Panel>
      {save.error ? (
        <Alert severity="error" role="alert">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
      {save.isSuccess ? (
        <Alert severity="success" role="status">
          {t('complaints.admin.saved')}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        onClick={submit}
        disabled={save.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('complaints.admin.save')}
      </Button>
    </Stack>
  );
}

function Notices() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useApiErrorMessage();
  const notices = useQuery(noticesQueryOptions());
  const send = useMutation(sendNoticeMutation(queryClient));
  return (
    <Panel title={t('complaints.admin.notices')} description={t('complaints.admin.noticesHelp')}>
      <QueryContent
        query={notices}
        loadingLabel={t('complaints.admin.loadingNotices')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('complaints.admin.noNotices')} />}
      >
        {(list) => (
          <TableScroll label={t('complaints.admin.notices')}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('complaints.admin.sentDay')}</TableCell>
                  <TableCell align="right">{t('complaints.admin.recipients')}</TableCell>
                  <TableCell align="right">{t('complaints.admin.read')}</TableCell>
                  <TableCell align="right">{t('complaints.admin.confirmed')}</TableCell>
                  <TableCell>{t('complaints.admin.communication')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((notice) => (
                  <TableRow key={notice.id}>
                    <TableCell>
                      <DateText value={notice.sent_day} />
                    </TableCell>
                    <TableCell align="right">{notice.recipients}</TableCell>
                    <TableCell align="right">{notice.read}</TableCell>
                    <TableCell align="right">{notice.confirmed}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={`${paths.admin}/communications`}>
                        {t('complaints.admin.seeReport', { id: notice.communication_id })}
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </QueryContent>
      {send.error ? (
        <Alert severity="error" role="alert">
          {errorMessage(send.error)}
        </Alert>
      ) : null}
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          {t('complaints.admin.noticeSent')}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('complaints.admin.sendNowHelp')}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => send.mutate()}
        disabled={send.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('complaints.admin.sendNow')}
      </Button>
    </Panel>
  );
}

export function ComplaintsAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('complaints.admin.title'));
  const settings = useQuery(settingsQueryOptions());
  return (
    <Stack spacing={3}>
      <SectionHeader
        title={t('complaints.admin.title')}
        description={t('complaints.admin.description')}
      />
      <QueryContent query={settings} loadingLabel={t('complaints.admin.loading')}>
        {(data) => <SettingsForm settings={data} />}
      </QueryContent>
      <Notices />
    </Stack>
  );
}
