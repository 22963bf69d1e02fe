import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@/components/copy-button';
import { ViewDialog } from '@/components/dialog/view-dialog';
import { TextInput } from '@/components/form/text-input';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import { calendarTokenMutation } from '../api/events';

/** The personal calendar feed (EVT-5): a secret address a calendar app subscribes to, with the
 *  person's events. It is shown once: asking again makes a new one and the old one stops
 *  working. */
export function FeedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorMessage = useApiErrorMessage();
  const create = useMutation(calendarTokenMutation());
  const feed = create.data;
  return (
    <ViewDialog title={t('events.feed.title')} onClose={onClose}>
      <Stack spacing={2}>
        <Typography>{t('events.feed.intro')}</Typography>
        {feed ? (
          <>
            <TextInput
              id={`${id}-url`}
              label={t('events.feed.url')}
              value={feed.url}
              readOnly
              onFocus={(event) => event.target.select()}
            />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <CopyButton
                text={feed.url}
                label={t('events.feed.copy')}
                copiedLabel={t('events.feed.copied')}
                failedLabel={t('events.feed.copyFailed')}
              />
              <Button size="small" variant="outlined" href={feed.webcal_url}>
                {t('events.feed.subscribe')}
              </Button>
            </Stack>
            <Alert severity="info">{t('events.feed.onlyOnce')}</Alert>
          </>
        ) : (
          <Typography color="text.secondary">{t('events.feed.rotateNote')}</Typography>
        )}
        {create.isError ? (
          <Alert severity="error" role="alert">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        <Stack direction="row">
          <Button
            variant={feed ? 'text' : 'contained'}
            loading={create.isPending}
            onClick={() => create.mutate()}
          >
            {feed ? t('events.feed.rotate') : t('events.feed.create')}
          </Button>
        </Stack>
      </Stack>
    </ViewDialog>
  );
}
