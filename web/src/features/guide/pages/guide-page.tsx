import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';

import { SelectInput } from '@/components/form/select-input';
import type { GuideSection } from '@/lib/modules/guide';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAppStore } from '@/stores/app-store';

import { guideAnchor, guideParts } from '../lib/guide-parts';

// Every module's sections (features/*/guide.ts), read with this page's chunk only: the manifests
// of the first load never name them.
const SECTIONS: readonly GuideSection[] = Object.values(
  import.meta.glob<readonly GuideSection[]>('../../*/guide.ts', { eager: true, import: 'guide' }),
).flat();

/** `/clip_guide`: how the product works, from the sections of the modules the organisation has
 *  on, for the person's role, with a table of contents (links; a list to jump at phone widths). */
export function GuidePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('guide.page.title'));
  const { services, role } = useAppStore(
    useShallow((state) => ({ services: state.services, role: state.me.data?.user_type ?? null })),
  );
  const { main, admins } = guideParts(SECTIONS, services, role);
  const all = [...main, ...admins];
  const { hash } = useLocation();

  // Opened at an anchor (a link to one section): go there once the sections are shown.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const jump = (id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    window.history.replaceState(window.history.state, '', `#${id}`);
    target.scrollIntoView();
    target.focus({ preventScroll: true });
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0, width: '100%' }}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('guide.page.title')}</Typography>
        <Typography color="text.secondary">{t('guide.page.lead')}</Typography>
      </Stack>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <SelectInput
          id="guide-jump"
          label={t('guide.toc.jump')}
          value=""
          onChange={(event) => jump(event.target.value)}
          options={[
            { value: '', label: t('guide.toc.choose') },
            ...all.map((section) => ({
              value: guideAnchor(section),
              label: t(section.titleKey),
            })),
          ]}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="nav"
          aria-label={t('guide.toc.label')}
          sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}
        >
          <Typography variant="overline" component="p" color="text.secondary">
            {t('guide.toc.label')}
          </Typography>
          <Toc sections={main} />
          {admins.length > 0 && (
            <>
              <Typography variant="overline" component="p" color="text.secondary" sx={{ mt: 2 }}>
                {t('guide.admins.title')}
              </Typography>
              <Toc sections={admins} />
            </>
          )}
        </Box>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {main.map((section) => (
            <Section key={section.id} section={section} heading="h2" />
          ))}
          {admins.length > 0 && (
            <Stack spacing={3} component="section" aria-labelledby="guide-admins">
              <Stack spacing={1}>
                <Typography variant="h2" id="guide-admins">
                  {t('guide.admins.title')}
                </Typography>
                <Typography color="text.secondary">{t('guide.admins.lead')}</Typography>
              </Stack>
              {admins.map((section) => (
                <Section key={section.id} section={section} heading="h3" />
              ))}
            </Stack>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

function Toc({ sections }: { sections: readonly GuideSection[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sections.map((section) => (
        <li key={section.id}>
          <Link
            href={`#${guideAnchor(section)}`}
            underline="hover"
            sx={{ display: 'block', py: 0.5 }}
          >
            {t(section.titleKey)}
          </Link>
        </li>
      ))}
    </Box>
  );
}

type SectionProps = { section: GuideSection; heading: 'h2' | 'h3' };

function Section({ section, heading }: SectionProps) {
  const { t } = useTranslation();
  const id = guideAnchor(section);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      id={id}
      tabIndex={-1}
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 88, '&:focus': { outline: 'none' } }}
    >
      <Stack spacing={1.5}>
        <Typography variant="h2" component={heading} id={`${id}-title`} sx={{ fontSize: 22 }}>
          {t(section.titleKey)}
        </Typography>
        {section.introKey && <Typography>{t(section.introKey)}</Typography>}
        {section.steps.length > 0 && (
          <Box component="ol" sx={{ m: 0, pl: 3, '& li + li': { mt: 0.75 } }}>
            {section.steps.map((step) => (
              <Typography component="li" key={step}>
                {t(step)}
              </Typography>
            ))}
          </Box>
        )}
        {section.link && (
          <Box>
            <Button variant="outlined" component={RouterLink} to={section.link.path}>
              {t(section.link.labelKey)}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
