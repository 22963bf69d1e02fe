import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { LoadError } from '@/components/feedback/load-error';
import { LoadMore } from '@/components/feedback/load-more';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { SearchInput } from '@/components/form/search-input';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';

import {
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  pendingFilesQueryOptions,
  repositoryQueryOptions,
  searchFilesQueryOptions,
  type RepositoryOverview,
  type SearchBy,
} from '../api/files';
import { FilesTable } from '../components/files-table';
import { FolderCards } from '../components/folder-cards';
import { FolderDialog } from '../components/folder-dialog';
import { folderLink } from '../lib/links';

const TABS = ['folders', 'mine', 'pending'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

const SEARCH_DEBOUNCE_MS = 300;

/** `/files`: "Documentos": the folders the person sees, their personal folder and the documents
 *  waiting for their read confirmation, in tabs; a search by name (or by tag, from a tag chip)
 *  replaces the tabs while it is set. Admins create top-level folders here. */
export function FilesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('files.page.title'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? '';
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'folders';
  const [text, setText] = useState(params.get('q') ?? '');
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [creating, setCreating] = useState(false);
  const overview = useQuery(repositoryQueryOptions());

  // The typed search goes to the address (so it is linkable and Back returns to it), each time
  // what was typed settles on something new.
  const applied = useRef(typed);
  useEffect(() => {
    if (applied.current === typed) return;
    applied.current = typed;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (typed.length >= SEARCH_MIN_LENGTH) {
          next.set('q', typed);
          next.delete('tag');
        } else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [typed, setParams]);

  const query = params.get('q') ?? '';
  const search: SearchBy | null = tag
    ? { tag }
    : query.length >= SEARCH_MIN_LENGTH
      ? { q: query }
      : null;
  const setTab = (next: Tab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'folders') updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });
  const searchTag = (next: string) => {
    setText('');
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('q');
      updated.set('tag', next);
      return updated;
    });
  };
  const clearTag = () =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('tag');
      return updated;
    });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="h1">{t('files.page.title')}</Typography>
          <Typography color="text.secondary">{t('files.page.lead')}</Typography>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to={paths.certificates}
            variant="outlined"
            startIcon={<WorkspacePremiumOutlined />}
          >
            {t('files.page.certificates')}
          </Button>
          {overview.data?.can_create ? (
            <Button
              variant="contained"
              startIcon={<CreateNewFolderOutlined />}
              onClick={() => setCreating(true)}
            >
              {t('files.page.newFolder')}
            </Button>
          ) : null}
        </Stack>
      </Stack>

      <SearchInput
        id="files-search"
        label={t('files.search.label')}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        helperText={
          text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH
            ? t('files.search.tooShort', { min: SEARCH_MIN_LENGTH })
            : undefined
        }
      />
      {tag ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">{t('files.search.byTag')}</Typography>
          <Chip label={`#${tag}`} onDelete={clearTag} color="primary" />
        </Stack>
      ) : null}

      {search ? (
        <SearchResults by={search} onTag={searchTag} />
      ) : overview.isPending ? (
        <LoadingBlock label={t('files.page.loading')} />
      ) : overview.isError ? (
        <LoadError
          error={overview.error}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <TabbedPanel<Tab>
          idPrefix="files"
          label={t('files.page.tabsLabel')}
          tabs={[
            { value: 'folders', label: t('files.tabs.folders') },
            { value: 'mine', label: t('files.tabs.mine') },
            {
              value: 'pending',
              label:
                overview.data.pending > 0
                  ? t('files.tabs.pendingCount', { count: overview.data.pending })
                  : t('files.tabs.pending'),
            },
          ]}
          value={tab}
          onChange={setTab}
          scrollable
        >
          {tab === 'folders' ? (
            <FoldersTab overview={overview.data} onCreate={() => setCreating(true)} />
          ) : tab === 'mine' ? (
            <MineTab overview={overview.data} />
          ) : (
            <PendingTab />
          )}
        </TabbedPanel>
      )}

      {creating ? (
        <FolderDialog
          mode={{ kind: 'create', parent: null }}
          onClose={() => setCreating(false)}
          onSaved={(folder) => void navigate(folderLink(folder.id))}
        />
      ) : null}
    </Stack>
  );
}

function FoldersTab({
  overview,
  onCreate,
}: {
  overview: RepositoryOverview;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  if (overview.folders.length === 0) {
    return (
      <EmptyState
        title={t('files.folders.empty')}
        body={overview.can_create ? t('files.folders.emptyAdmin') : t('files.folders.emptyBody')}
        action={
          overview.can_create ? (
            <Button variant="contained" onClick={onCreate}>
              {t('files.page.newFolder')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return <FolderCards folders={overview.folders} label={t('files.tabs.folders')} />;
}

function MineTab({ overview }: { overview: RepositoryOverview }) {
  const { t } = useTranslation();
  if (!overview.personal) {
    return <EmptyState title={t('files.mine.empty')} body={t('files.mine.emptyBody')} />;
  }
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{t('files.mine.lead')}</Typography>
      <FolderCards folders={[overview.personal]} label={t('files.tabs.mine')} />
    </Stack>
  );
}

function PendingTab() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(pendingFilesQueryOptions());
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <LoadingBlock label={t('files.pending.loading')} />;
  if (query.isError && items.length === 0)
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (items.length === 0)
    return <EmptyState title={t('files.pending.empty')} body={t('files.pending.emptyBody')} />;
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{t('files.pending.lead')}</Typography>
      <FilesTable files={items} label={t('files.tabs.pending')} showFolder />
      <LoadMore query={query} label={t('files.actions.loadMore')} />
    </Stack>
  );
}

function SearchResults({ by, onTag }: { by: SearchBy; onTag: (tag: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useInfiniteQuery(searchFilesQueryOptions(by));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId}>
        {'tag' in by
          ? t('files.search.resultsTag', { tag: by.tag })
          : t('files.search.results', { query: by.q })}
      </Typography>
      {query.isPending ? (
        <LoadingBlock label={t('files.search.loading')} />
      ) : query.isError && items.length === 0 ? (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('files.search.empty')} body={t('files.search.emptyBody')} />
      ) : (
        <>
          <FilesTable files={items} label={t('files.search.tableLabel')} showFolder onTag={onTag} />
          <LoadMore query={query} label={t('files.actions.loadMore')} />
        </>
      )}
    </Stack>
  );
}
