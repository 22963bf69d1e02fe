import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import { StatusPage } from '@/components/status-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { suggestionSettingsQueryOptions } from '../api/suggestions';
import { suggestionsParams } from '../paths';
import { InboxTab } from '../review/inbox-tab';

import { IdeasTab } from './ideas-tab';
import { MySuggestions } from './my-suggestions';
import { SuggestionForm } from './suggestion-form';

type PageTab = 'box' | 'ideas' | 'review';

/** `/suggestions`: "Sugerencias" (the box's form and the person's own suggestions) while the
 *  suggestion box is on, "Ideas" (the campaigns) while ideas are on, and "Revisión" (the inbox)
 *  for the box's reviewers. With both modules off, the page says so. */
export function SuggestionsPage() {
  const { t } = useTranslation();
  const id = useId();
  const boxOn = useAppStore((state) => state.services.suggestions);
  const ideasOn = useAppStore((state) => state.services.ideas);
  const [params, setParams] = useSearchParams();
  const settings = useQuery({ ...suggestionSettingsQueryOptions(), enabled: boxOn });
  useDocumentTitle(t('suggestions.page.title'));

  if (!boxOn && !ideasOn)
    return (
      <StatusPage
        code="—"
        title={t('suggestions.page.off')}
        body={t('moduleOff.body')}
        homeLabel={t('notFound.goHome')}
      />
    );

  const tabs: PageTab[] = [
    ...(boxOn ? (['box'] as const) : []),
    ...(ideasOn ? (['ideas'] as const) : []),
    ...(boxOn && settings.data?.can_review ? (['review'] as const) : []),
  ];
  const asked = params.get(suggestionsParams.tab);
  const tab: PageTab = tabs.find((entry) => entry === asked) ?? tabs[0] ?? 'box';

  let content;
  if (tab === 'ideas') content = <IdeasTab />;
  else if (settings.isPending) content = <LoadingBlock label={t('suggestions.page.loading')} />;
  else if (settings.isError)
    content = <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  else if (tab === 'review') content = <InboxTab categories={settings.data.categories} />;
  else
    content = (
      <Stack spacing={3}>
        <SuggestionForm categories={settings.data.categories} />
        <MySuggestions />
      </Stack>
    );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1000, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{t('suggestions.page.title')}</Typography>
        <Typography color="text.secondary">{t('suggestions.page.description')}</Typography>
      </Stack>
      {tabs.length > 1 ? (
        <Tabs
          value={tab}
          onChange={(_event, next: PageTab) =>
            setParams(next === tabs[0] ? {} : { [suggestionsParams.tab]: next }, { replace: true })
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('suggestions.page.tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((entry) => (
            <Tab
              key={entry}
              value={entry}
              id={`${id}-${entry}`}
              aria-controls={`${id}-panel`}
              label={t(`suggestions.page.tabs.${entry}`)}
            />
          ))}
        </Tabs>
      ) : null}
      <Box
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={tabs.length > 1 ? `${id}-${tab}` : undefined}
      >
        {content}
      </Box>
    </Stack>
  );
}
