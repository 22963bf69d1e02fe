import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  PROGRAMS_PAGE_SIZE,
  programsQueryOptions,
  type Program,
  type ProgramsList,
} from '../api/programs';
import { ProgramCard } from '../components/program-card';

/** `/programs`: "Mis programas" (assigned ones first, by due day, then those I sent evidence to)
 *  and "Disponibles" (every other program open to me), new first, as cards with my progress. */
export function ProgramsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('programs.page.title'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Box>
        <Typography variant="h1">{t('programs.page.title')}</Typography>
        <Typography color="text.secondary">{t('programs.page.description')}</Typography>
      </Box>
      <ProgramsSection list="mine" />
      <ProgramsSection list="all" />
    </Stack>
  );
}

function ProgramsSection({ list }: { list: ProgramsList }) {
  const { t } = useTranslation();
  const id = useId();
  const [page, setPage] = useState(0);
  const query = useQuery(programsQueryOptions(list, page));
  // "Disponibles" leaves out the programs assigned to me: they are in "Mis programas".
  const shown = (items: Program[]) =>
    list === 'all' ? items.filter((program) => !program.mine.assigned) : items;
  const pages = Math.ceil((query.data?.meta.total ?? 0) / PROGRAMS_PAGE_SIZE);
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ mb: 1.5 }}>
        {t(`programs.page.${list}.title`)}
      </Typography>
      <QueryContent
        query={query}
        loadingLabel={t(`programs.page.${list}.loading`)}
        isEmpty={(data) => shown(data.items).length === 0}
        empty={
          <EmptyState
            icon={list === 'mine' ? '🎯' : '🌱'}
            title={t(`programs.page.${list}.empty`)}
            body={t(`programs.page.${list}.emptyBody`)}
          />
        }
      >
        {(data) => (
          <Stack spacing={2}>
            <Box
              component="ul"
              aria-labelledby={id}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
              }}
            >
              {shown(data.items).map((program) => (
                <li key={program.id}>
                  <ProgramCard program={program} />
                </li>
              ))}
            </Box>
            {pages > 1 ? (
              <Pagination
                count={pages}
                page={page + 1}
                onChange={(_event, next) => setPage(next - 1)}
                getItemAriaLabel={(type, item) =>
                  type === 'page'
                    ? t('programs.page.pageLabel', { page: item ?? 0 })
                    : t(`programs.page.${type === 'next' ? 'next' : 'previous'}`)
                }
              />
            ) : null}
          </Stack>
        )}
      </QueryContent>
    </Box>
  );
}
