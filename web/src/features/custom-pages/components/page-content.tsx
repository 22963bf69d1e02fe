import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { RichText } from '@/components/rich-text/rich-text';
import type { Language } from '@/i18n/languages';

import type { PageBlock, PageView } from '../api/pages';
import { inLanguage, pageTitle } from '../lib/page-language';

import { EmbeddedForm } from './embedded-form';
import { FileBlock } from './file-block';

export type PageContentProps = {
  page: PageView;
  language: Language;
  /** The title's level: 1 on the page's own screen, 2 inside the console's preview. */
  headingLevel?: 1 | 2;
};

/** A page as readers see it, in `language`: its title, then its blocks in order. Rich text is
 *  shown only as the server sanitised it. */
export function PageContent({ page, language, headingLevel = 1 }: PageContentProps) {
  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <Typography
        variant="h1"
        component={headingLevel === 1 ? 'h1' : 'h2'}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {pageTitle(page, language)}
      </Typography>
      {page.blocks.map((block, index) => (
        // Blocks have no ids: their place is their identity on this screen.
        <Box key={`${block.type}-${index}`} sx={{ minWidth: 0 }}>
          <Block block={block} language={language} />
        </Box>
      ))}
    </Stack>
  );
}

function Block({ block, language }: { block: PageBlock; language: Language }) {
  switch (block.type) {
    case 'text': {
      const english = language === 'en' && block.html_en ? block.html_en : null;
      return (
        <RichText sanitizedHtml={english ?? block.html ?? ''} lang={english ? 'en' : undefined} />
      );
    }
    case 'image':
      return block.image_url ? (
        <Box
          component="img"
          src={block.image_url}
          alt={inLanguage(block.alt ?? '', block.alt_en, language)}
          loading="lazy"
          sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 2 }}
        />
      ) : null;
    case 'button':
      return <BlockButton block={block} language={language} />;
    case 'form':
      return block.form_id ? <EmbeddedForm formId={block.form_id} /> : null;
    case 'file':
      return block.file ? <FileBlock file={block.file} /> : null;
  }
}

function BlockButton({ block, language }: { block: PageBlock; language: Language }) {
  const label = inLanguage(block.label ?? '', block.label_en, language);
  const url = block.url ?? '/';
  if (url.startsWith('/')) {
    return (
      <Button component={RouterLink} to={url} variant="contained">
        {label}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      endIcon={<OpenInNew aria-hidden />}
    >
      {label}
    </Button>
  );
}
