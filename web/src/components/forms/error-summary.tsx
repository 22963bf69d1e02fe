// The problems to fix, above the form, each a link to its question (on another page, the link
// turns to it). Shown after a submit or a "Siguiente" that found problems, and for a server's
// refusal; it follows the answers as they are fixed.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

export type SummaryEntry = {
  /** The question's id; null for a problem no question shows. */
  id: string | null;
  /** The question's title, or '' for a problem of the whole form. */
  title: string;
  message: string;
  /** Where the link leads (the question's root element). */
  href?: string;
};

export type ErrorSummaryProps = {
  /** The id of its heading (the region is named by it). */
  id: string;
  entries: SummaryEntry[];
  onGo: (questionId: string) => void;
};

export function ErrorSummary({ id, entries, onGo }: ErrorSummaryProps) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    // A region, not an alert: focus goes to the first problem, and the list changing as answers
    // are fixed would be read out again and again.
    <Alert severity="error" variant="outlined" role="region" aria-labelledby={id} sx={{ mb: 1 }}>
      <AlertTitle id={id} component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {t('forms.renderer.summary', { count: entries.length })}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {entries.map((entry, index) => (
          <li key={entry.id ?? `form-${index}`}>
            {entry.id && entry.href ? (
              <Link
                href={entry.href}
                color="inherit"
                onClick={(event) => {
                  event.preventDefault();
                  if (entry.id) onGo(entry.id);
                }}
              >
                {entry.title ? `${entry.title}: ${entry.message}` : entry.message}
              </Link>
            ) : (
              entry.message
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
