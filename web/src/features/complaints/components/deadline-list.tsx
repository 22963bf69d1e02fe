// A case's legal clocks (CMP-8): each deadline with its day and the count it comes from (business
// or calendar days, and the law), met, open or overdue (red).
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { DateText } from '@/components/date-text';

import type { ComplaintDeadline } from '../api/cases';

export function DeadlineList({ deadlines }: { deadlines: readonly ComplaintDeadline[] }) {
  const { t } = useTranslation();
  const shown = deadlines.filter((deadline) => deadline.status !== 'not_applicable');
  if (shown.length === 0) {
    return <Typography color="text.secondary">{t('complaints.deadlines.none')}</Typography>;
  }
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {shown.map((deadline) => {
        const overdue = deadline.status === 'overdue';
        return (
          <Stack component="li" key={deadline.key} spacing={0.25} data-testid="deadline">
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Typography sx={{ flex: '1 1 12rem', fontWeight: 700 }}>
                {t(`complaints.deadlines.kinds.${deadline.key}`)}
              </Typography>
              <Typography
                color={overdue ? 'error' : 'text.primary'}
                sx={{ fontWeight: overdue ? 700 : 400 }}
              >
                <DateText value={deadline.due_day} />
              </Typography>
              <Chip
                size="small"
                color={overdue ? 'error' : deadline.status === 'met' ? 'success' : 'default'}
                variant={deadline.status === 'open' ? 'outlined' : 'filled'}
                label={t(`complaints.deadlines.status.${deadline.status}`)}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t(
                deadline.business_days
                  ? 'complaints.deadlines.businessDays'
                  : 'complaints.deadlines.calendarDays',
                { count: deadline.days },
              )}
              {deadline.basis ? ` · ${deadline.basis}` : ''}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
