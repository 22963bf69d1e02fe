import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';

import { SCHEDULE_LIMITS, type WorkInterval, type WorkWeek } from '../api/schedule';
import { DAYS, dayName as nameOfDay } from '../lib/week';

export type WeekGridProps = {
  idPrefix: string;
  week: WorkWeek;
  onChange: (week: WorkWeek) => void;
  /** A message per day (index → text). */
  problems: Record<number, string>;
};

const withDay = (week: WorkWeek, day: number, intervals: WorkInterval[]): WorkWeek =>
  week.map((entry, n) => (n === day ? intervals : entry));

/** The week as a grid: one row per day (Monday first) with whether it is a working day and its
 *  one or two intervals. At 375 px each day's intervals wrap under its name. */
export function WeekGrid({ idPrefix, week, onChange, problems }: WeekGridProps) {
  const { t } = useTranslation();
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ typography: 'subtitle1', fontWeight: 700, mb: 1 }}>
        {t('schedule.editor.week')}
      </Box>
      {DAYS.map((day) => {
        const intervals = week[day] ?? [];
        const dayName = nameOfDay(t, day);
        const problem = problems[day];
        return (
          <Box
            key={day}
            data-day={day}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' },
              alignItems: 'start',
              borderBottom: 1,
              borderColor: 'divider',
              pb: 1.5,
            }}
          >
            <FormControlLabel
              sx={{ m: 0, minHeight: 40 }}
              control={
                <Checkbox
                  checked={intervals.length > 0}
                  onChange={(event) =>
                    onChange(
                      withDay(
                        week,
                        day,
                        event.target.checked ? [{ start: '09:00', end: '18:00' }] : [],
                      ),
                    )
                  }
                />
              }
              label={dayName}
            />
            <Stack spacing={1} sx={{ minWidth: 0 }}>
              {intervals.map((interval, n) => (
                <Stack
                  key={n}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
                >
                  <Box sx={{ width: { xs: 'calc(50% - 4px)', sm: 140 } }}>
                    <TextInput
                      id={`${idPrefix}-${day}-${n}-start`}
                      label={t('schedule.editor.start', { day: dayName, n: n + 1 })}
                      type="time"
                      size="small"
                      value={interval.start}
                      error={Boolean(problem)}
                      onChange={(event) =>
                        onChange(
                          withDay(
                            week,
                            day,
                            intervals.map((i, m) =>
                              m === n ? { ...i, start: event.target.value } : i,
                            ),
                          ),
                        )
                      }
                    />
                  </Box>
                  <Box sx={{ width: { xs: 'calc(50% - 4px)', sm: 140 } }}>
                    <TextInput
                      id={`${idPrefix}-${day}-${n}-end`}
                      label={t('schedule.editor.end', { day: dayName, n: n + 1 })}
                      type="time"
                      size="small"
                      value={interval.end}
                      error={Boolean(problem)}
                      onChange={(event) =>
                        onChange(
                          withDay(
                            week,
                            day,
                            intervals.map((i, m) =>
                              m === n ? { ...i, end: event.target.value } : i,
                            ),
                          ),
                        )
                      }
                    />
                  </Box>
                  {n > 0 ? (
                    <Button
                      size="small"
                      onClick={() =>
                        onChange(
                          withDay(
                            week,
                            day,
                            intervals.filter((_i, m) => m !== n),
                          ),
                        )
                      }
                    >
                      {t('schedule.editor.removeInterval')}
                    </Button>
                  ) : null}
                </Stack>
              ))}
              {intervals.length > 0 && intervals.length < SCHEDULE_LIMITS.intervalsPerDay ? (
                <Box>
                  <Button
                    size="small"
                    aria-label={t('schedule.editor.addIntervalTo', { day: dayName })}
                    onClick={() =>
                      onChange(withDay(week, day, [...intervals, { start: '15:00', end: '18:00' }]))
                    }
                  >
                    {t('schedule.editor.addInterval')}
                  </Button>
                </Box>
              ) : null}
              {problem ? (
                <FormHelperText error role="alert">
                  {problem}
                </FormHelperText>
              ) : null}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
