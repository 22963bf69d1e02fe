import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export type StatusPageProps = {
  /** The HTTP-like status shown above the title (404, 403). */
  code: string;
  title: string;
  body: string;
  homeLabel: string;
  /** The browser tab's title (default: the page's title). */
  documentTitle?: string;
};

/** A page that explains why there is nothing to show here, with a way home. */
export function StatusPage({ code, title, body, homeLabel, documentTitle }: StatusPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640, py: 4 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {code}
      </Typography>
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary">{body}</Typography>
      <Button variant="contained" component={Link} to={paths.home}>
        {homeLabel}
      </Button>
    </Stack>
  );
}
