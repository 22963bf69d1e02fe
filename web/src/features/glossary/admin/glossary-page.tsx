import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DEFAULT_PAGE_SIZE } from '@/components/data/list-pagination';
import { SectionHeader } from '@/components/layout/section-header';
import { toLanguage, type Language } from '@/i18n/languages';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { missingTextsQueryOptions } from '../api/missing-texts';
import { GlossaryTextDialog, type GlossaryTextTarget } from '../components/glossary-text-dialog';
import { GlossaryTextsPanel } from '../components/glossary-texts-panel';
import { LanguageSwitch } from '../components/language-switch';
import { MissingTextsPanel } from '../components/missing-texts-panel';

type View = 'all' | 'missing';

/** Settings → Textos: the organisation's own wording of any text of the interface, per language,
 *  and the texts the app reported missing, translated in one click. Starts in the language the
 *  admin is using, when the organisation has it. */
export function GlossaryPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('glossaryAdmin.title'));
  const format = useNumberFormat();
  const id = useId();
  const languages = useAppStore((state) => state.languages);
  const uiLanguage = toLanguage(i18n.language);
  const [chosen, setChosen] = useState<Language>(
    languages.includes(uiLanguage) ? uiLanguage : (languages[0] ?? uiLanguage),
  );
  const lng = languages.includes(chosen) ? chosen : (languages[0] ?? chosen);
  const [view, setView] = useState<View>('all');
  const [target, setTarget] = useState<GlossaryTextTarget | null>(null);
  // The first page of the missing list (shared with its panel's cache) gives the tab its count.
  const missingTotal = useQuery(missingTextsQueryOptions(lng, 1, DEFAULT_PAGE_SIZE)).data?.meta
    .total;

  const tabId = (tab: View) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  return (
    <Stack spacing={2}>
      <SectionHeader
        title={t('glossaryAdmin.title')}
        description={t('glossaryAdmin.description')}
        action={
          languages.length > 1 ? (
            <LanguageSwitch languages={languages} value={lng} onChange={setChosen} />
          ) : null
        }
      />
      <Tabs
        value={view}
        onChange={(_event, next: View) => setView(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('glossaryAdmin.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="all"
          label={t('glossaryAdmin.tabs.all')}
          id={tabId('all')}
          aria-controls={panelId}
        />
        <Tab
          value="missing"
          label={
            missingTotal
              ? t('glossaryAdmin.tabs.missingCount', { total: format.number(missingTotal) })
              : t('glossaryAdmin.tabs.missing')
          }
          id={tabId('missing')}
          aria-controls={panelId}
        />
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(view)}>
        {view === 'all' ? (
          <GlossaryTextsPanel lng={lng} onEdit={(entry) => setTarget({ kind: 'edit', entry })} />
        ) : (
          <MissingTextsPanel
            lng={lng}
            onTranslate={(missing) => setTarget({ kind: 'translate', missing })}
          />
        )}
      </Box>
      {target ? (
        <GlossaryTextDialog lng={lng} target={target} onClose={() => setTarget(null)} />
      ) : null}
    </Stack>
  );
}
