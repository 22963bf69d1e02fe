import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { AttachmentsField } from '@/components/form/attachments-field';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  createIdea,
  IDEA_LIMITS,
  refreshIdeas,
  similarIdeasQueryOptions,
  type IdeaCampaign,
} from '../api/ideas';
import { StatusChip } from '../components/status-chip';
import { VoteButton } from '../components/vote-button';
import { useAttachmentTexts } from '../lib/use-attachment-texts';
import { fieldError, useErrorText } from '../lib/use-error-text';
import { ideaPath } from '../paths';

type Problems = Partial<Record<'title' | 'body' | 'attachments', string>>;

/** How long the title rests before the similar ideas are asked for. */
const SIMILAR_DEBOUNCE_MS = 400;

/** A new idea for an open campaign: its title (while typed, "¿Ya lo propuso alguien?" with the
 *  most alike ideas of the campaign, each with its link and vote), its description and files.
 *  Ideas are signed. A refused send keeps what was typed. */
export function IdeaForm({ campaign }: { campaign: IdeaCampaign }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const format = useNumberFormat();
  const errorText = useErrorText();
  const uploads = useAttachmentUploads('suggestion-attachment', IDEA_LIMITS.attachments);
  const attachmentTexts = useAttachmentTexts();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const typed = useDebouncedValue(title.trim(), SIMILAR_DEBOUNCE_MS);
  const similar = useQuery(similarIdeasQueryOptions(campaign.id, typed));
  const shown = typed.length >= 3 && title.trim() !== '' ? (similar.data ?? []) : [];
  const send = useMutation({
    mutationFn: () =>
      createIdea(campaign.id, {
        title: title.trim(),
        body: body.trim(),
        attachments: uploads.keys,
      }),
    onSuccess: () => {
      setTitle('');
      setBody('');
      for (const item of uploads.items) uploads.remove(item.id);
      showToast(t('suggestions.ideaForm.sent'), 'success');
      return refreshIdeas(client);
    },
    onError: (error) =>
      setProblems({
        title: fieldError(error, 'title') ?? undefined,
        body: fieldError(error, 'body') ?? undefined,
        attachments: fieldError(error, 'attachments') ?? undefined,
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (title.trim() === '') next.title = t('suggestions.ideaForm.titleRequired');
    if (body.trim() === '') next.body = t('suggestions.ideaForm.bodyRequired');
    if (uploads.uploading) next.attachments = t('suggestions.attachments.stillUploading');
    else if (uploads.failed) next.attachments = t('suggestions.attachments.failed');
    setProblems(next);
    if (Object.keys(next).length === 0) send.mutate();
  };
  const placed = Object.values(problems).some(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby={`${id}-h`}>
        <Stack spacing={0.5}>
          <Typography variant="h2" id={`${id}-h`}>
            {t('suggestions.ideaForm.title')}
          </Typography>
          <Typography color="text.secondary">{t('suggestions.ideaForm.signed')}</Typography>
        </Stack>
        <TextInput
          id={`${id}-title`}
          label={t('suggestions.ideaForm.ideaTitle')}
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          inputProps={{ maxLength: IDEA_LIMITS.title, autoComplete: 'off' }}
          error={Boolean(problems.title)}
          helperText={
            problems.title ??
            t('suggestions.characters', {
              used: format.number(title.length),
              max: format.number(IDEA_LIMITS.title),
            })
          }
        />
        <Box aria-live="polite">
          {shown.length > 0 ? (
            <Stack
              spacing={1}
              sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
              data-testid="similar-ideas"
            >
              <Typography sx={{ fontWeight: 700 }}>{t('suggestions.ideaForm.similar')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('suggestions.ideaForm.similarHelp')}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {shown.map((idea) => (
                  <Stack
                    component="li"
                    key={idea.id}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                  >
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
                    >
                      <Link
                        component={RouterLink}
                        to={ideaPath(campaign.id, idea.id)}
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {idea.title}
                      </Link>
                      <StatusChip area="idea" status={idea.status} />
                    </Stack>
                    <VoteButton idea={idea} open={campaign.open} />
                  </Stack>
                ))}
              </Stack>
            </Stack>
          ) : null}
        </Box>
        <TextInput
          id={`${id}-body`}
          label={t('suggestions.ideaForm.body')}
          required
          multiline
          minRows={3}
          maxRows={12}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          inputProps={{ maxLength: IDEA_LIMITS.body }}
          error={Boolean(problems.body)}
          helperText={
            problems.body ??
            t('suggestions.characters', {
              used: format.number(body.length),
              max: format.number(IDEA_LIMITS.body),
            })
          }
        />
        <AttachmentsField uploads={uploads} texts={attachmentTexts} error={problems.attachments} />
        {send.isError && !placed ? (
          <Alert severity="error" role="alert">
            {errorText(send.error)}
          </Alert>
        ) : null}
        <Stack direction="row">
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('suggestions.ideaForm.submit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
