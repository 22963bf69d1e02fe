import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  SCHEDULE_LIMITS,
  saveScheduleMutation,
  type WorkSchedule,
  type WorkWeek,
} from '../api/schedule';
import { officeWeek, weekProblems } from '../lib/week';

import { WeekGrid } from './week-grid';

export type ScheduleEditorProps = {
  /** The schedule to change; null: a new one. */
  schedule: WorkSchedule | null;
  onClose: () => void;
};

/** The time zones the browser knows, for the field's suggestions. */
function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** A schedule's editor: its name, its time zone (empty: the person's site's, else the
 *  organisation's), whether it is the default (new ones) and the weekly grid. Checks the week
 *  before saving; the server's field messages show under their day. */
export function ScheduleEditor({ schedule, onClose }: ScheduleEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const compact = useCompactDialog();
  const describe = useApiErrorMessage();
  const [name, setName] = useState(schedule?.name ?? '');
  const [zone, setZone] = useState(schedule?.timezone ?? '');
  const [isDefault, setIsDefault] = useState(schedule?.is_default ?? false);
  const [week, setWeek] = useState<WorkWeek>(schedule?.week ?? officeWeek());
  const [tried, setTried] = useState(false);
  const zones = useMemo(() => timeZones(), []);
  const save = useMutation(saveScheduleMutation(schedule?.id ?? null));

  const server = save.error ? toApiError(save.error) : null;
  const local = weekProblems(week);
  const problems: Record<number, string> = {};
  for (const [day, key] of Object.entries(local)) problems[Number(day)] = t(key);
  for (let day = 0; day < 7; day++) {
    const message = server?.fields[`week.${day}`];
    if (message && !problems[day]) problems[day] = message;
  }
  const nameProblem =
    tried && !name.trim() ? t('schedule.editor.nameRequired') : server?.fields.name;
  const zoneProblem = server?.fields.timezone;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name.trim() || Object.keys(local).length > 0) return;
    save.mutate(
      { name: name.trim(), timezone: zone.trim() || null, week, is_default: isDefault },
      {
        onSuccess: () => {
          showToast(t('schedule.editor.saved'), 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullScreen={compact} maxWidth="md" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {schedule ? t('schedule.editor.editTitle') : t('schedule.editor.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput
              id={`${id}-name`}
              label={t('schedule.editor.name')}
              required
              value={name}
              inputProps={{ maxLength: SCHEDULE_LIMITS.nameMax }}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(nameProblem)}
              helperText={nameProblem ?? t('schedule.editor.nameHelp')}
            />
            <TextInput
              id={`${id}-zone`}
              label={t('schedule.editor.timezone')}
              value={zone}
              inputProps={{ list: `${id}-zones`, autoComplete: 'off' }}
              onChange={(event) => setZone(event.target.value)}
              error={Boolean(zoneProblem)}
              helperText={zoneProblem ?? t('schedule.editor.timezoneHelp')}
            />
            <datalist id={`${id}-zones`}>
              {zones.map((entry) => (
                <option key={entry} value={entry} />
              ))}
            </datalist>
            <FormControlLabel
              control={
                <Checkbox
                  checked={isDefault}
                  onChange={(event) => setIsDefault(event.target.checked)}
                />
              }
              label={t('schedule.editor.isDefault')}
            />
            <WeekGrid idPrefix={id} week={week} onChange={setWeek} problems={problems} />
            {save.isError && Object.keys(server?.fields ?? {}).length === 0 ? (
              <Alert severity="error">{describe(save.error)}</Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{t('schedule.editor.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('schedule.editor.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
