import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { SearchInput } from '@/components/form/search-input';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { benefitsQueryOptions, type Benefit } from '../api/benefits';
import { BenefitCard } from '../components/benefit-card';
import { MyRequests } from '../components/my-requests';
import {
  BENEFITS_TABS,
  categoriesOf,
  inTab,
  matches,
  type BenefitsTab,
} from '../lib/benefit-filters';
import { benefitsParams, benefitsPaths } from '../paths';

const SEARCH_MAX = 100;
const EMPTY_ICON = { mine: '🎁', available: '🛍️' } as const;

/** `/benefits_page` "Beneficios": "Mis beneficios" (what I have), "Disponibles" (what I may ask
 *  for) with a search and the list's categories, and "Mis solicitudes"; the tab in the address.
 *  Admins get a way into the console, where the counters are. */
export function BenefitsPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const isAdmin = useAppStore((state) => state.me.data?.user_type === 'admin');
  const asked = params.get(benefitsParams.tab);
  const tab: BenefitsTab = BENEFITS_TABS.find((entry) => entry === asked) ?? 'mine';
  useDocumentTitle(t('benefits.page.title'));
  const tabId = (entry: BenefitsTab) => `${id}-tab-${entry}`;
  const panelId = `${id}-panel`;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h1">{t('benefits.page.title')}</Typography>
          <Typography color="text.secondary">{t('benefits.page.description')}</Typography>
        </Box>
        {isAdmin ? (
          <Button
            component={RouterLink}
            to={benefitsPaths.admin}
            variant="outlined"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {t('benefits.page.manage')}
          </Button>
        ) : null}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_event, next: BenefitsTab) =>
          setParams(next === 'mine' ? {} : { [benefitsParams.tab]: next }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('benefits.page.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {BENEFITS_TABS.map((entry) => (
          <Tab
            key={entry}
            value={entry}
            label={t(`benefits.page.tabs.${entry}`)}
            id={tabId(entry)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ minWidth: 0 }}>
        {tab === 'requests' ? <MyRequests /> : <BenefitsPanel key={tab} tab={tab} />}
      </Box>
    </Stack>
  );
}

function BenefitsPanel({ tab }: { tab: 'mine' | 'available' }) {
  const { t } = useTranslation();
  const query = useQuery(benefitsQueryOptions());
  return (
    <QueryContent
      query={query}
      loadingLabel={t('benefits.page.loading')}
      isEmpty={(data) => !data.some((benefit) => inTab(benefit, tab))}
      empty={
        <EmptyState
          icon={EMPTY_ICON[tab]}
          title={t(`benefits.page.empty.${tab}`)}
          body={t(`benefits.page.emptyBody.${tab}`)}
        />
      }
    >
      {(data) => <FilteredBenefits benefits={data.filter((benefit) => inTab(benefit, tab))} />}
    </QueryContent>
  );
}

function FilteredBenefits({ benefits }: { benefits: Benefit[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const categories = categoriesOf(benefits);
  const shown = benefits.filter((benefit) => matches(benefit, search, category));
  return (
    <Stack spacing={2}>
      <Stack spacing={1.5}>
        <Box sx={{ maxWidth: { sm: 420 } }}>
          <SearchInput
            id={`${id}-search`}
            label={t('benefits.page.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value.slice(0, SEARCH_MAX))}
            maxLength={SEARCH_MAX}
          />
        </Box>
        {categories.length > 1 ? (
          <Stack
            direction="row"
            useFlexGap
            role="group"
            aria-label={t('benefits.page.categories')}
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            <Chip
              label={t('benefits.page.allCategories')}
              color={category === null ? 'primary' : 'default'}
              variant={category === null ? 'filled' : 'outlined'}
              aria-pressed={category === null}
              onClick={() => setCategory(null)}
            />
            {categories.map((entry) => (
              <Chip
                key={entry}
                label={entry}
                color={category === entry ? 'primary' : 'default'}
                variant={category === entry ? 'filled' : 'outlined'}
                aria-pressed={category === entry}
                onClick={() => setCategory(category === entry ? null : entry)}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
      {shown.length === 0 ? (
        <EmptyState
          icon="🔍"
          title={t('benefits.page.noMatch')}
          body={t('benefits.page.noMatchBody')}
          action={
            <Button
              onClick={() => {
                setSearch('');
                setCategory(null);
              }}
            >
              {t('benefits.page.clear')}
            </Button>
          }
        />
      ) : (
        <Box
          component="ul"
          aria-label={t('benefits.page.listLabel', { count: shown.length })}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
          }}
        >
          {shown.map((benefit) => (
            <li key={benefit.id}>
              <BenefitCard benefit={benefit} />
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
