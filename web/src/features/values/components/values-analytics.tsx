import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useNumberFormat } from '@/i18n/use-number-format';
import { useOrgWording } from '@/lib/use-org-wording';

import type { ValueSection, ValuesAdmin } from '../api/values-page';
import { monthLabel, percent } from '../lib/value-texts';

export type ValuesAnalyticsProps = {
  admin: ValuesAdmin;
  values: readonly ValueSection[];
  months: readonly string[];
};

/** For admins (VAL-5, VAL-★3): how often senders take the suggested value, recognitions per
 *  value and month, and per receivers' department (only departments of at least k people). */
export function ValuesAnalytics({ admin, values, months }: ValuesAnalyticsProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const wording = useOrgWording();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="values-analytics"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id="values-analytics" variant="h2">
          {t('values.analytics.title')}
        </Typography>
        <Typography data-testid="values-acceptance">
          {admin.acceptance_rate === null
            ? t('values.analytics.noSuggestions')
            : t('values.analytics.acceptance', {
                percent: format.number(percent(admin.acceptance_rate)),
                accepted: format.number(admin.suggestions_accepted),
                shown: format.number(admin.suggestions_shown),
              })}
        </Typography>

        <Typography variant="h3">{t('values.analytics.perMonth')}</Typography>
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={t('values.analytics.perMonth')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('values.analytics.value')}
                </TableCell>
                {months.map((month) => (
                  <TableCell key={month} component="th" scope="col" align="right">
                    {monthLabel(month, i18n.language)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {values.map((section) => (
                <TableRow key={section.value.id}>
                  <TableCell component="th" scope="row">
                    {wording.label(section.value)}
                  </TableCell>
                  {section.monthly.map((count, i) => (
                    <TableCell key={months[i] ?? i} align="right">
                      {format.number(count)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>

        <Typography variant="h3">{t('values.analytics.perDepartment')}</Typography>
        {admin.departments.length === 0 ? (
          <Typography color="text.secondary">
            {t('values.analytics.noDepartments', { k: format.number(admin.min_group) })}
          </Typography>
        ) : (
          <Box
            sx={{ overflowX: 'auto' }}
            tabIndex={0}
            aria-label={t('values.analytics.perDepartment')}
          >
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {t('values.analytics.department')}
                  </TableCell>
                  {values.map((section) => (
                    <TableCell key={section.value.id} component="th" scope="col" align="right">
                      {wording.label(section.value)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {admin.departments.map((department) => (
                  <TableRow key={department.id}>
                    <TableCell component="th" scope="row">
                      {department.name}
                    </TableCell>
                    {values.map((section) => (
                      <TableCell key={section.value.id} align="right">
                        {format.number(
                          department.counts.find((c) => c.value_id === section.value.id)?.count ??
                            0,
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {admin.hidden_departments > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('values.analytics.hidden', {
              count: admin.hidden_departments,
              formatted: format.number(admin.hidden_departments),
              k: format.number(admin.min_group),
            })}
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
