import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { DateText, DateTimeText } from '@/components/date-text';
import { ViewDialog } from '@/components/dialog/view-dialog';
import { QueryContent } from '@/components/feedback/query-content';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';
import { useOrgWording } from '@/lib/use-org-wording';

import {
  addSuggestionNote,
  archiveSuggestion,
  changeSuggestionStatus,
  refreshSuggestions,
  SUGGESTION_LIMITS,
  SUGGESTION_STATUSES,
  suggestionKeys,
  suggestionQueryOptions,
  type SuggestionDetail,
  type SuggestionStatus,
} from '../api/suggestions';
import { AttachmentLinks } from '../components/attachment-links';
import { StatusChangeForm } from '../components/status-change-form';
import { StatusChip } from '../components/status-chip';
import { StatusTimeline } from '../components/status-timeline';
import { useErrorText } from '../lib/use-error-text';

/** One suggestion as a reviewer sees it: its words, files, who wrote it (or that it is
 *  anonymous: nobody can tell), the history with the public reasons, the internal notes, the
 *  move of its status with its reason, and archiving. */
export function SuggestionReview({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery(suggestionQueryOptions(id));
  return (
    <ViewDialog
      title={detail.data?.title ?? t('suggestions.review.title')}
      onClose={onClose}
      maxWidth="md"
    >
      <QueryContent query={detail} loadingLabel={t('suggestions.review.loading')}>
        {(suggestion) => <ReviewBody suggestion={suggestion} />}
      </QueryContent>
    </ViewDialog>
  );
}

function ReviewBody({ suggestion }: { suggestion: SuggestionDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const wording = useOrgWording();
  const errorText = useErrorText();
  const store = (changed: SuggestionDetail) => {
    client.setQueryData(suggestionKeys.one(changed.id), changed);
    return refreshSuggestions(client);
  };
  const move = useMutation({
    mutationFn: (change: { status: SuggestionStatus; reason: string | null }) =>
      changeSuggestionStatus(suggestion.id, change),
    onSuccess: (changed) => {
      showToast(t('suggestions.review.moved'), 'success');
      return store(changed);
    },
  });
  const archive = useMutation({
    mutationFn: () => archiveSuggestion(suggestion.id, !suggestion.archived),
    onSuccess: (changed) => {
      showToast(
        changed.archived
          ? t('suggestions.review.archivedToast')
          : t('suggestions.review.unarchivedToast'),
        'success',
      );
      return store(changed);
    },
  });
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip area="suggestion" status={suggestion.status} />
        <Typography variant="body2" color="text.secondary">
          <DateText value={suggestion.created_at} />
          {' · '}
          {suggestion.author ? suggestion.author.full_name : t('suggestions.review.anonymous')}
          {suggestion.category ? ` · ${wording.label(suggestion.category)}` : ''}
        </Typography>
      </Stack>
      {suggestion.anonymous ? (
        <Alert severity="info">{t('suggestions.review.anonymousNote')}</Alert>
      ) : null}
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {suggestion.body}
      </Typography>
      <AttachmentLinks files={suggestion.attachments} />
      <Divider />
      <StatusChangeForm
        key={`${suggestion.status}-${suggestion.history.length}`}
        area="suggestion"
        current={suggestion.status}
        statuses={SUGGESTION_STATUSES}
        pending={move.isPending}
        error={move.error}
        onSubmit={(change) => move.mutate(change)}
      />
      <StatusTimeline
        area="suggestion"
        history={suggestion.history}
        title={t('suggestions.timeline.title')}
      />
      <Divider />
      <Notes suggestion={suggestion} onSaved={store} />
      <Divider />
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {suggestion.archived
            ? t('suggestions.review.isArchived')
            : t('suggestions.review.archiveHelp')}
        </Typography>
        <Button variant="outlined" loading={archive.isPending} onClick={() => archive.mutate()}>
          {suggestion.archived
            ? t('suggestions.review.unarchive')
            : t('suggestions.review.archive')}
        </Button>
        {archive.isError ? (
          <Alert severity="error" role="alert">
            {errorText(archive.error)}
          </Alert>
        ) : null}
      </Stack>
    </Stack>
  );
}

function Notes({
  suggestion,
  onSaved,
}: {
  suggestion: SuggestionDetail;
  onSaved: (changed: SuggestionDetail) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: () => addSuggestionNote(suggestion.id, body.trim()),
    onSuccess: (changed) => {
      setBody('');
      return onSaved(changed);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() !== '') add.mutate();
  };
  return (
    <Stack spacing={1.5}>
      <Stack spacing={0.5}>
        <Typography variant="h3" component="h2">
          {t('suggestions.review.notes')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('suggestions.review.notesHelp')}
        </Typography>
      </Stack>
      {suggestion.notes.length === 0 ? (
        <Typography color="text.secondary">{t('suggestions.review.noNotes')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {suggestion.notes.map((note) => (
            <Box component="li" key={note.id}>
              <Typography variant="body2">
                <strong>{note.author.full_name}</strong> · <DateTimeText value={note.created_at} />
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <Stack component="form" spacing={1} onSubmit={submit}>
        <TextInput
          id={`${id}-note`}
          label={t('suggestions.review.noteLabel')}
          multiline
          minRows={2}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          inputProps={{ maxLength: SUGGESTION_LIMITS.note }}
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={add.isPending || body.trim() === ''}>
            {t('suggestions.review.addNote')}
          </Button>
        </Box>
        {add.isError ? (
          <Alert severity="error" role="alert">
            {errorText(add.error)}
          </Alert>
        ) : null}
      </Stack>
    </Stack>
  );
}
