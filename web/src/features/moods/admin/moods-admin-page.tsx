import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/api/errors';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { SectionHeader } from '@/components/layout/section-header';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  CARE_MAX,
  OWN_TAGS_MAX,
  moodSettingsQueryOptions,
  saveMoodSettingsMutation,
  type MoodSettings,
} from '../api/moods';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function SettingsForm({ settings }: { settings: MoodSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<MoodSettings>(settings);
  const [saved, setSaved] = useState(false);
  const save = useMutation(saveMoodSettingsMutation());
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const set = (changes: Partial<MoodSettings>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...changes }));
  };
  return (
    <Stack
      component="form"
      spacing={3}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        save.mutate(draft, {
          onSuccess: (next) => {
            setDraft(next);
            setSaved(true);
          },
        });
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput
              id={`${id}-cadence`}
              label={t('moods.admin.cadence')}
              value={draft.cadence}
              onChange={(event) => set({ cadence: event.target.value as MoodSettings['cadence'] })}
              error={Boolean(fields.cadence)}
              helperText={fields.cadence}
              options={[
                { value: 'daily', label: t('moods.admin.cadences.daily') },
                { value: 'weekly', label: t('moods.admin.cadences.weekly') },
              ]}
            />
            {draft.cadence === 'weekly' ? (
              <SelectInput
                id={`${id}-weekday`}
                label={t('moods.admin.weekday')}
                value={String(draft.weekday)}
                onChange={(event) => set({ weekday: Number(event.target.value) })}
                error={Boolean(fields.weekday)}
                helperText={fields.weekday}
                options={WEEKDAYS.map((day) => ({
                  value: String(day),
                  label: t(`moods.admin.weekdays.${day}`),
                }))}
              />
            ) : null}
            <TextInput
              id={`${id}-f1`}
              type="time"
              label={t('moods.admin.promptTime')}
              value={draft.prompt_time}
              onChange={(event) => set({ prompt_time: event.target.value })}
              error={Boolean(fields.prompt_time)}
              helperText={fields.prompt_time}
            />
          </Stack>
          <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('moods.admin.workingDays')}</FormLabel>
            <FormGroup row>
              {WEEKDAYS.map((day) => (
                <FormControlLabel
                  key={day}
                  label={t(`moods.admin.weekdays.${day}`)}
                  control={
                    <Checkbox
                      checked={draft.working_days.includes(day)}
                      onChange={(event) =>
                        set({
                          working_days: event.target.checked
                            ? [...draft.working_days, day].sort()
                            : draft.working_days.filter((entry) => entry !== day),
                        })
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fields.working_days ? <Alert severity="error">{fields.working_days}</Alert> : null}
          </Stack>
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack spacing={2}>
          <Typography variant="h3">{t('moods.admin.tags', { max: OWN_TAGS_MAX })}</Typography>
          {draft.tags.map((tag, index) => (
            <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextInput
                id={`${id}-f2-${index}`}
                size="small"
                label={t('moods.admin.tagKey')}
                value={tag.key}
                onChange={(event) =>
                  set({
                    tags: draft.tags.map((entry, at) =>
                      at === index ? { ...entry, key: event.target.value } : entry,
                    ),
                  })
                }
              />
              <TextInput
                id={`${id}-f3-${index}`}
                size="small"
                label={t('moods.admin.tagLabel')}
                value={tag.label}
                onChange={(event) =>
                  set({
                    tags: draft.tags.map((entry, at) =>
                      at === index ? { ...entry, label: event.target.value } : entry,
                    ),
                  })
                }
              />
              <TextInput
                id={`${id}-f4-${index}`}
                size="small"
                label={t('moods.admin.tagLabelEn')}
                value={tag.label_en}
                onChange={(event) =>
                  set({
                    tags: draft.tags.map((entry, at) =>
                      at === index ? { ...entry, label_en: event.target.value } : entry,
                    ),
                  })
                }
              />
              <IconButton
                aria-label={t('moods.admin.removeTag', { name: tag.label || tag.key })}
                onClick={() => set({ tags: draft.tags.filter((_entry, at) => at !== index) })}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
          {fields.tags ? <Alert severity="error">{fields.tags}</Alert> : null}
          <Button
            sx={{ alignSelf: 'flex-start' }}
            disabled={draft.tags.length >= OWN_TAGS_MAX}
            onClick={() => set({ tags: [...draft.tags, { key: '', label: '', label_en: '' }] })}
          >
            {t('moods.admin.addTag')}
          </Button>
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack spacing={2}>
          <Typography variant="h3">{t('moods.admin.alerts')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              id={`${id}-f5`}
              type="number"
              label={t('moods.admin.alertMean')}
              value={draft.alert_mean_below}
              onChange={(event) => set({ alert_mean_below: Number(event.target.value) })}
              error={Boolean(fields.alert_mean_below)}
              helperText={fields.alert_mean_below}
              inputProps={{ min: 1, max: 5, step: 0.1 }}
            />
            <TextInput
              id={`${id}-f6`}
              type="number"
              label={t('moods.admin.alertDays')}
              value={draft.alert_days}
              onChange={(event) => set({ alert_days: Number(event.target.value) })}
              error={Boolean(fields.alert_days)}
              helperText={fields.alert_days}
              inputProps={{ min: 1, max: 14 }}
            />
            <TextInput
              id={`${id}-f7`}
              type="number"
              label={t('moods.admin.alertLow')}
              value={draft.alert_low_percent}
              onChange={(event) => set({ alert_low_percent: Number(event.target.value) })}
              error={Boolean(fields.alert_low_percent)}
              helperText={fields.alert_low_percent}
              inputProps={{ min: 1, max: 100 }}
            />
          </Stack>
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack spacing={2}>
          <Typography variant="h3">{t('moods.admin.care', { max: CARE_MAX })}</Typography>
          {draft.care_resources.map((resource, index) => {
            const change = (key: keyof typeof resource, value: string) =>
              set({
                care_resources: draft.care_resources.map((entry, at) =>
                  at === index ? { ...entry, [key]: value } : entry,
                ),
              });
            return (
              <Stack key={index} spacing={1} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextInput
                    id={`${id}-f8`}
                    size="small"

                    label={t('moods.admin.careTitle')}
                    value={resource.title}
                    onChange={(event) => change('title', event.target.value)}
                  />
                  <TextInput
                    id={`${id}-f9`}
                    size="small"

                    label={t('moods.admin.careTitleEn')}
                    value={resource.title_en}
                    onChange={(event) => change('title_en', event.target.value)}
                  />
                  <IconButton
                    aria-label={t('moods.admin.removeCare', { name: resource.title })}
                    onClick={() =>
                      set({
                        care_resources: draft.care_resources.filter((_entry, at) => at !== index),
                      })
                    }
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
                <TextInput
                  id={`${id}-f10`}
                  size="small"
                  multiline
                  label={t('moods.admin.careBody')}
                  value={resource.body}
                  onChange={(event) => change('body', event.target.value)}
                />
                <TextInput
                  id={`${id}-f11`}
                  size="small"
                  multiline
                  label={t('moods.admin.careBodyEn')}
                  value={resource.body_en}
                  onChange={(event) => change('body_en', event.target.value)}
                />
                <TextInput
                  id={`${id}-f12`}
                  size="small"
                  label={t('moods.admin.careUrl')}
                  value={resource.url}
                  onChange={(event) => change('url', event.target.value)}
                />
              </Stack>
            );
          })}
          {fields.care_resources ? <Alert severity="error">{fields.care_resources}</Alert> : null}
          <Button
            sx={{ alignSelf: 'flex-start' }}
            disabled={draft.care_resources.length >= CARE_MAX}
            onClick={() =>
              set({
                care_resources: [
                  ...draft.care_resources,
                  { title: '', title_en: '', body: '', body_en: '', url: '' },
                ],
              })
            }
          >
            {t('moods.admin.addCare')}
          </Button>
          <TextInput
            id={`${id}-f13`}
            label={t('moods.admin.supportContact')}
            value={draft.support_contact}
            onChange={(event) => set({ support_contact: event.target.value })}
            error={Boolean(fields.support_contact)}
            helperText={fields.support_contact}
          />
        </Stack>
      </Paper>

      {save.error ? <Alert severity="error">{save.error.message}</Alert> : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('moods.admin.save')}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {saved ? t('moods.admin.saved') : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}

/** The console's section "Ánimo": cadence, prompt time, working days, tags, alert thresholds and
 *  care resources (audited on the server). */
export function MoodsAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('moods.admin.title'));
  const query = useQuery(moodSettingsQueryOptions());
  return (
    <Stack spacing={3}>
      <SectionHeader title={t('moods.admin.title')} description={t('moods.admin.description')} />
      {query.error ? <Alert severity="error">{query.error.message}</Alert> : null}
      {query.data ? (
        <SettingsForm settings={query.data} />
      ) : query.error ? null : (
        <Typography role="status">{t('moods.admin.loading')}</Typography>
      )}
    </Stack>
  );
}
