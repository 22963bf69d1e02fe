import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCompactDialog } from '@/components/dialog/use-compact-dialog';
import { LoadError } from '@/components/feedback/load-error';
import { LoadingBlock } from '@/components/feedback/loading-block';
import type { Language } from '@/i18n/languages';

import type { PageView } from '../api/admin-pages';
import { PageContent } from '../components/page-content';
import { usePageLanguage } from '../lib/page-language';

export type PreviewDialogProps = {
  /** The page as the server answered it; null while it loads. */
  page: PageView | null;
  /** Why it could not load, with a retry. */
  failure?: { error: unknown; retry: () => void; retrying: boolean } | null;
  onClose: () => void;
};

/** A page as readers will see it, in Spanish or in English: what the server answered (its
 *  sanitiser's HTML), never what was typed. */
export function PreviewDialog({ page, failure, onClose }: PreviewDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const compact = useCompactDialog();
  const [language, setLanguage] = useState<Language>(usePageLanguage());
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={compact}
    >
      <DialogTitle id={titleId}>{t('customPages.preview.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={language}
            onChange={(_event, next: Language | null) => next && setLanguage(next)}
            aria-label={t('customPages.preview.language')}
          >
            <ToggleButton value="es">{t('customPages.editor.language.es')}</ToggleButton>
            <ToggleButton value="en">{t('customPages.editor.language.en')}</ToggleButton>
          </ToggleButtonGroup>
          {page ? (
            <PageContent page={page} language={language} headingLevel={2} />
          ) : failure ? (
            <LoadError error={failure.error} onRetry={failure.retry} retrying={failure.retrying} />
          ) : (
            <LoadingBlock label={t('customPages.preview.loading')} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('customPages.preview.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
