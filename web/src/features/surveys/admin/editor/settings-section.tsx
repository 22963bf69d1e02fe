import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { DateInput } from '@/components/form/date-input';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';

import { RECURRENCES, type Recurrence } from '../../api/admin-surveys';
import type { Confidentiality } from '../../api/surveys';
import {
  CONFIDENTIALITY_ORDER,
  type EditScope,
  type SettingsProblems,
  type SurveySettings,
} from '../../lib/settings-model';

export type SettingsSectionProps = {
  settings: SurveySettings;
  onChange: (changes: Partial<SurveySettings>) => void;
  /** What may change (everything before launch; a few things once launched; nothing after). */
  scope: EditScope;
  /** The mode at launch: weaker ones may not be chosen once launched. */
  launchedMode: Confidentiality | null;
  problems: SettingsProblems;
  /** The server's messages by field. */
  serverFields: Record<string, string>;
};

/** How the survey runs: its confidentiality (explained), points, answering again, the launch
 *  notice, its days, recurrence, reminders and the minimum group sizes. */
export function SettingsSection({
  settings,
  onChange,
  scope,
  launchedMode,
  problems,
  serverFields,
}: SettingsSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const locked = scope !== 'all';
  const frozen = scope === 'none';
  const error = (field: keyof SurveySettings) => {
    const local = problems[field];
    if (local)
      return t(`surveys.admin.settingsErrors.${local}` as 'surveys.admin.settingsErrors.points');
    return serverFields[field];
  };
  const weakest = launchedMode ? CONFIDENTIALITY_ORDER.indexOf(launchedMode) : 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2.5}>
        <Typography id={`${id}-title`} variant="h3" component="h3">
          {t('surveys.admin.editor.settings')}
        </Typography>
        <FormControl disabled={frozen}>
          <FormLabel id={`${id}-mode`}>{t('surveys.admin.editor.confidentiality')}</FormLabel>
          <RadioGroup
            aria-labelledby={`${id}-mode`}
            value={settings.confidentiality}
            onChange={(event) =>
              onChange({ confidentiality: event.target.value as Confidentiality })
            }
          >
            {CONFIDENTIALITY_ORDER.map((mode, index) => (
              <FormControlLabel
                key={mode}
                value={mode}
                disabled={frozen || (locked && index < weakest)}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mt: 1 }}
                label={
                  <Stack sx={{ pt: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {t(`surveys.confidentiality.${mode}.name`)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`surveys.confidentiality.${mode}.admin`)}
                    </Typography>
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
          {locked && !frozen ? (
            <FormHelperText>{t('surveys.admin.editor.onlyStronger')}</FormHelperText>
          ) : null}
        </FormControl>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            id={`${id}-points`}
            label={t('surveys.admin.editor.points')}
            value={settings.points}
            onChange={(event) => onChange({ points: event.target.value })}
            disabled={locked}
            error={Boolean(error('points'))}
            helperText={error('points') ?? t('surveys.admin.editor.pointsHelp')}
            inputProps={{ inputMode: 'numeric' }}
          />
          <SelectInput
            id={`${id}-recurrence`}
            label={t('surveys.admin.editor.recurrence')}
            value={settings.recurrence}
            onChange={(event) => onChange({ recurrence: event.target.value as Recurrence })}
            disabled={locked}
            helperText={t('surveys.admin.editor.recurrenceHelp')}
            options={RECURRENCES.map((entry) => ({
              value: entry,
              label: t(`surveys.admin.recurrence.${entry}`),
            }))}
          />
        </Stack>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateInput
            id={`${id}-opens`}
            label={t('surveys.admin.editor.opensOn')}
            value={settings.opens_on}
            onChange={(opens_on) => onChange({ opens_on })}
            disabled={locked}
            error={Boolean(error('opens_on'))}
            helperText={error('opens_on') ?? t('surveys.admin.editor.opensOnHelp')}
          />
          <DateInput
            id={`${id}-closes`}
            label={t('surveys.admin.editor.closesOn')}
            value={settings.closes_on}
            onChange={(closes_on) => onChange({ closes_on })}
            disabled={frozen}
            error={Boolean(error('closes_on'))}
            helperText={error('closes_on') ?? t('surveys.admin.editor.closesOnHelp')}
          />
        </Stack>

        <TextInput
          id={`${id}-reminders`}
          label={t('surveys.admin.editor.reminderDays')}
          value={settings.reminder_days}
          onChange={(event) => onChange({ reminder_days: event.target.value })}
          disabled={frozen}
          error={Boolean(error('reminder_days'))}
          helperText={error('reminder_days') ?? t('surveys.admin.editor.reminderDaysHelp')}
        />

        <Stack spacing={1}>
          <FormControlLabel
            control={
              <Switch
                checked={settings.multi_response}
                onChange={(event) => onChange({ multi_response: event.target.checked })}
                disabled={locked}
              />
            }
            label={t('surveys.admin.editor.multiResponse')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={settings.notify}
                onChange={(event) => onChange({ notify: event.target.checked })}
                disabled={frozen}
              />
            }
            label={t('surveys.admin.editor.notify')}
          />
        </Stack>

        <Stack spacing={1}>
          <Typography sx={{ fontWeight: 600 }}>{t('surveys.admin.editor.thresholds')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('surveys.admin.editor.thresholdsHelp')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              id={`${id}-k`}
              label={t('surveys.admin.editor.k')}
              value={settings.k}
              onChange={(event) => onChange({ k: event.target.value })}
              disabled={frozen}
              error={Boolean(error('k'))}
              helperText={error('k') ?? t('surveys.admin.editor.kHelp')}
              inputProps={{ inputMode: 'numeric' }}
            />
            <TextInput
              id={`${id}-k-comments`}
              label={t('surveys.admin.editor.kComments')}
              value={settings.k_comments}
              onChange={(event) => onChange({ k_comments: event.target.value })}
              disabled={locked}
              error={Boolean(error('k_comments'))}
              helperText={error('k_comments') ?? t('surveys.admin.editor.kCommentsHelp')}
              inputProps={{ inputMode: 'numeric' }}
            />
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
