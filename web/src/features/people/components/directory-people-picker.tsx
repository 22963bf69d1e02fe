import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { FormError } from '@/components/form/form-error';
import { SearchInput } from '@/components/form/search-input';
import { SelectInput } from '@/components/form/select-input';
import { useToastMutation } from '@/components/toast/use-toast-mutation';
import { useNumberFormat } from '@/i18n/use-number-format';

import { importDirectoryPeopleMutation, type DirectoryEntry } from '../api/people-directory';
import type { ImportJob } from '../api/people-import';
import {
  DIRECTORY_STATUSES,
  entryName,
  filterEntries,
  importableEmail,
  NO_DIRECTORY_FILTER,
  type DirectoryEntryFilter,
  type DirectoryStatusFilter,
} from '../directory-entry-filter';

import { DirectoryEntryChips } from './directory-entry-chips';
import { PagedRowsTable } from './paged-rows-table';

export type DirectoryPeoplePickerProps = {
  /** The directory's people as it listed them. */
  entries: readonly DirectoryEntry[];
  /** The import of the chosen people was accepted and runs on the server. */
  onStarted: (job: ImportJob) => void;
};

/** The addresses of the entries that can be imported, each once, in the directory's order. */
function importableEmails(entries: readonly DirectoryEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => importableEmail(entry) ?? []))];
}

/** The text and status filters: side by side from small screens on, one under the other on
 *  phones. */
function DirectoryFilters({
  value,
  onChange,
}: {
  value: DirectoryEntryFilter;
  onChange: (value: DirectoryEntryFilter) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box
      component="fieldset"
      aria-label={t('people.directory.people.filters.label')}
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <SearchInput
        id={`${id}-text`}
        label={t('people.directory.people.filters.text')}
        value={value.text}
        onChange={(event) => onChange({ ...value, text: event.target.value })}
      />
      <SelectInput
        id={`${id}-status`}
        label={t('people.directory.people.filters.status')}
        value={value.status}
        onChange={(event) =>
          onChange({ ...value, status: event.target.value as DirectoryStatusFilter })
        }
        options={[
          { value: 'all', label: t('people.directory.people.filters.all') },
          ...DIRECTORY_STATUSES.map((status) => ({
            value: status,
            label: t(`people.directory.people.status.${status}`),
          })),
        ]}
      />
    </Box>
  );
}

/** The directory's people filtered in the browser, a page at a time, each with a checkbox (but
 *  those without an address); "choose all" takes every one shown that can be imported, and
 *  "Importar N personas" sends the chosen addresses, whatever the filter shows now. */
export function DirectoryPeoplePicker({ entries, onStarted }: DirectoryPeoplePickerProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [filter, setFilter] = useState<DirectoryEntryFilter>(NO_DIRECTORY_FILTER);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const shown = useMemo(() => filterEntries(entries, filter), [entries, filter]);
  const shownEmails = useMemo(() => importableEmails(shown), [shown]);
  const allShownChosen = shownEmails.length > 0 && shownEmails.every((email) => chosen.has(email));
  const someShownChosen = shownEmails.some((email) => chosen.has(email));
  const start = useToastMutation(importDirectoryPeopleMutation(), { onSuccess: onStarted });

  const choose = (emails: readonly string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const email of emails) {
        if (on) next.add(email);
        else next.delete(email);
      }
      return next;
    });

  const handleImport = () =>
    start.mutate(importableEmails(entries).filter((email) => chosen.has(email)));

  return (
    <Stack spacing={2}>
      <DirectoryFilters value={filter} onChange={setFilter} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        sx={{
          gap: 1.5,
          flexWrap: 'wrap',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
        }}
      >
        <FormControlLabel
          sx={{ mx: 0 }}
          label={t('people.directory.people.selectAll', {
            count: shownEmails.length,
            formatted: format.number(shownEmails.length),
          })}
          control={
            <Checkbox
              checked={allShownChosen}
              indeterminate={someShownChosen && !allShownChosen}
              disabled={shownEmails.length === 0}
              onChange={(event) => choose(shownEmails, event.target.checked)}
            />
          }
        />
        <Stack direction="row" useFlexGap sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" aria-live="polite">
            {t('people.directory.people.selected', {
              count: chosen.size,
              formatted: format.number(chosen.size),
            })}
          </Typography>
          <Button
            variant="contained"
            disabled={chosen.size === 0}
            loading={start.isPending}
            onClick={handleImport}
          >
            {t('people.directory.people.import', {
              count: chosen.size,
              formatted: format.number(chosen.size),
            })}
          </Button>
        </Stack>
      </Stack>
      {start.isError ? <FormError error={start.error} /> : null}
      {shown.length === 0 ? (
        <EmptyState
          icon="🔎"
          title={t('people.directory.people.noMatch')}
          body={t('people.directory.people.noMatchBody')}
          action={
            <Button variant="outlined" onClick={() => setFilter(NO_DIRECTORY_FILTER)}>
              {t('people.directory.people.clearFilters')}
            </Button>
          }
        />
      ) : (
        <PagedRowsTable
          label={t('people.directory.people.tableLabel')}
          listKey={`${filter.status}:${filter.text}`}
          rows={shown}
          rowKey={(entry) => entry.dn}
          rowProps={(entry) => ({ 'data-testid': `directory-entry-${entry.email ?? entry.dn}` })}
          cards
          columns={[
            {
              key: 'choose',
              header: t('people.directory.people.columns.choose'),
              render: (entry) => {
                const email = importableEmail(entry);
                return (
                  <Checkbox
                    checked={email !== null && chosen.has(email)}
                    disabled={email === null}
                    onChange={(event) => {
                      if (email) choose([email], event.target.checked);
                    }}
                    slotProps={{
                      input: {
                        'aria-label': t('people.directory.people.choose', {
                          name: entryName(entry) || entry.email || entry.dn,
                        }),
                      },
                    }}
                    sx={{ my: -1 }}
                  />
                );
              },
            },
            {
              key: 'name',
              header: t('people.directory.people.columns.name'),
              rowHeader: true,
              render: (entry) =>
                entryName(entry) || (
                  <Typography component="span" color="text.secondary">
                    {t('people.directory.people.noName')}
                  </Typography>
                ),
            },
            {
              key: 'email',
              header: t('people.directory.people.columns.email'),
              cellStyle: { overflowWrap: 'anywhere' },
              render: (entry) => entry.email ?? '—',
            },
            {
              key: 'jobPosition',
              header: t('people.directory.people.columns.jobPosition'),
              render: (entry) => entry.job_position ?? '—',
            },
            {
              key: 'department',
              header: t('people.directory.people.columns.department'),
              render: (entry) => entry.department ?? '—',
            },
            {
              key: 'status',
              header: t('people.directory.people.columns.status'),
              render: (entry) => <DirectoryEntryChips entry={entry} />,
            },
          ]}
        />
      )}
    </Stack>
  );
}
