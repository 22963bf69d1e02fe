import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useDocumentTitle } from '@/lib/use-document-title';

import { FeedDialog } from '../components/feed-dialog';
import { eventsParams } from '../paths';

import { CalendarTab } from './calendar-tab';
import { EventListTab } from './event-list-tab';

export type EventsTab = 'upcoming' | 'calendar' | 'mine';
const TABS: readonly EventsTab[] = ['upcoming', 'calendar', 'mine'];

/** `/events` (EVT-8): the events to come, the month calendar (with birthdays and anniversaries)
 *  and the person's own; the tab and the month in the address. */
export function EventsPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [feed, setFeed] = useState(false);
  const asked = params.get(eventsParams.tab);
  const tab: EventsTab = TABS.find((entry) => entry === asked) ?? 'upcoming';
  useDocumentTitle(t('events.page.title'));
  const tabId = (entry: EventsTab) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Stack spacing={0.5}>
          <Typography variant="h1">{t('events.page.title')}</Typography>
          <Typography color="text.secondary">{t('events.page.description')}</Typography>
        </Stack>
        <Box>
          <Button variant="outlined" onClick={() => setFeed(true)}>
            {t('events.feed.open')}
          </Button>
        </Box>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, next: EventsTab) =>
          setParams(next === 'upcoming' ? {} : { [eventsParams.tab]: next }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('events.page.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`events.page.tabs.${entry}`)}
            id={tabId(entry)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {tab === 'upcoming' ? <EventListTab key="upcoming" scope="upcoming" /> : null}
        {tab === 'calendar' ? <CalendarTab /> : null}
        {tab === 'mine' ? <EventListTab key="mine" scope="mine" /> : null}
      </Box>
      {feed ? <FeedDialog onClose={() => setFeed(false)} /> : null}
    </Stack>
  );
}
