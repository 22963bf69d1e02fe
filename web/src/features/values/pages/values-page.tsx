import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { QueryContent } from '@/components/feedback/query-content';
import { useDocumentTitle } from '@/lib/use-document-title';

import { valuesPageQueryOptions } from '../api/values-page';
import { ValueCard } from '../components/value-card';
import { ValuesAnalytics } from '../components/values-analytics';
import { ValuesPrivacySwitch } from '../components/values-privacy-switch';

/** /corp_values: the organisation's corporate values, what each means, how it is lived and how
 *  often it is recognised; the analytics below for admins. */
export function ValuesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('values.pageTitle'));
  const query = useQuery(valuesPageQueryOptions());
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('values.title')}</Typography>
        <Typography color="text.secondary">{t('values.intro')}</Typography>
      </Stack>
      <ValuesPrivacySwitch />
      <QueryContent
        query={query}
        loadingLabel={t('values.loading')}
        isEmpty={(page) => page.values.length === 0}
        empty={<EmptyState icon="🌱" title={t('values.empty')} body={t('values.emptyBody')} />}
      >
        {(page) => (
          <>
            {page.values.map((section) => (
              <ValueCard key={section.value.id} section={section} months={page.months} />
            ))}
            {page.admin ? (
              <ValuesAnalytics admin={page.admin} values={page.values} months={page.months} />
            ) : null}
          </>
        )}
      </QueryContent>
    </Stack>
  );
}
