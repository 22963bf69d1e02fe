// The one place the app puts HTML into the page (quality bar: rich text is sanitised on write and
// rendered through one safe component). What it shows must come from the server's sanitiser
// (server/src/core/html_sanitizer.cpp: an allowlist of tags, links only https:, mailto: or in-app
// paths), as a call answered it: never what someone typed in the browser.
import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export type RichTextProps = {
  /** HTML exactly as a call answered it, after the server's sanitiser. */
  sanitizedHtml: string;
  /** The language of the text, when it is not the page's (an English version). */
  lang?: string;
};

/** Sanitised rich text with the app's typography; its in-app links move within the app. */
export function RichText({ sanitizedHtml, lang }: RichTextProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <Box
      lang={lang}
      onClick={handleClick}
      sx={{
        minWidth: 0,
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & ul, & ol, & blockquote, & pre': { my: 1.5 },
        '& h2': { typography: 'h2', mt: 3, mb: 1 },
        '& h3': { typography: 'h3', mt: 2.5, mb: 1 },
        '& h4': { typography: 'h4', mt: 2, mb: 1 },
        '& a': { color: 'primary.main' },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'divider',
          color: 'text.secondary',
          mx: 0,
          pl: 2,
        },
        '& pre': { overflowX: 'auto', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 },
        '& code': { fontFamily: 'monospace' },
      }}
      // The server's sanitiser wrote this HTML (see the file's header).
      dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
    />
  );
}
