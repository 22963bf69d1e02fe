import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { AttachmentsField } from '@/components/form/attachments-field';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { showToast } from '@/components/toast/toast';
import { useNumberFormat } from '@/i18n/use-number-format';
import { useAttachmentUploads } from '@/lib/uploads/use-attachment-uploads';
import { useOrgWording } from '@/lib/use-org-wording';

import {
  createSuggestion,
  refreshSuggestions,
  SUGGESTION_LIMITS,
  type SuggestionCategory,
} from '../api/suggestions';
import { useAttachmentTexts } from '../lib/use-attachment-texts';
import { fieldError, useErrorText } from '../lib/use-error-text';

type Problems = Partial<Record<'title' | 'body' | 'category_id' | 'attachments', string>>;

/** The suggestion box's form: title, body, category (when the organisation has some), files and
 *  the anonymous switch, on by default, with what it means. A refused send keeps everything
 *  typed and says what to fix next to its field. */
export function SuggestionForm({ categories }: { categories: readonly SuggestionCategory[] }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const format = useNumberFormat();
  const wording = useOrgWording();
  const errorText = useErrorText();
  const uploads = useAttachmentUploads('suggestion-attachment', SUGGESTION_LIMITS.attachments);
  const attachmentTexts = useAttachmentTexts();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [category, setCategory] = useState('');
  const [anonymous, setAnonymous] = useState(true);
  const [problems, setProblems] = useState<Problems>({});
  const send = useMutation({
    mutationFn: () =>
      createSuggestion({
        title: title.trim(),
        body: body.trim(),
        category_id: category === '' ? null : Number(category),
        anonymous,
        attachments: uploads.keys,
      }),
    onSuccess: () => {
      setTitle('');
      setBody('');
      setCategory('');
      setAnonymous(true);
      for (const item of uploads.items) uploads.remove(item.id);
      showToast(t('suggestions.box.sent'), 'success');
      return refreshSuggestions(client);
    },
    onError: (error) =>
      setProblems({
        title: fieldError(error, 'title') ?? undefined,
        body: fieldError(error, 'body') ?? undefined,
        category_id: fieldError(error, 'category_id') ?? undefined,
        attachments: fieldError(error, 'attachments') ?? undefined,
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (title.trim() === '') next.title = t('suggestions.box.titleRequired');
    if (body.trim() === '') next.body = t('suggestions.box.bodyRequired');
    if (categories.length > 0 && category === '')
      next.category_id = t('suggestions.box.categoryRequired');
    if (uploads.uploading) next.attachments = t('suggestions.attachments.stillUploading');
    else if (uploads.failed) next.attachments = t('suggestions.attachments.failed');
    setProblems(next);
    if (Object.keys(next).length > 0) return;
    send.mutate();
  };
  const placed = Object.values(problems).some(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby={`${id}-h`}>
        <Stack spacing={0.5}>
          <Typography variant="h2" id={`${id}-h`}>
            {t('suggestions.box.formTitle')}
          </Typography>
          <Typography color="text.secondary">{t('suggestions.box.formDescription')}</Typography>
        </Stack>
        <TextInput
          id={`${id}-title`}
          label={t('suggestions.box.title')}
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          inputProps={{ maxLength: SUGGESTION_LIMITS.title }}
          error={Boolean(problems.title)}
          helperText={
            problems.title ??
            t('suggestions.characters', {
              used: format.number(title.length),
              max: format.number(SUGGESTION_LIMITS.title),
            })
          }
        />
        <TextInput
          id={`${id}-body`}
          label={t('suggestions.box.body')}
          required
          multiline
          minRows={4}
          maxRows={14}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          inputProps={{ maxLength: SUGGESTION_LIMITS.body }}
          error={Boolean(problems.body)}
          helperText={
            problems.body ??
            t('suggestions.characters', {
              used: format.number(body.length),
              max: format.number(SUGGESTION_LIMITS.body),
            })
          }
        />
        {categories.length > 0 ? (
          <SelectInput
            id={`${id}-category`}
            label={t('suggestions.box.category')}
            required
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            error={Boolean(problems.category_id)}
            helperText={problems.category_id}
            options={[
              { value: '', label: t('suggestions.box.chooseCategory') },
              ...categories.map((item) => ({ value: String(item.id), label: wording.label(item) })),
            ]}
          />
        ) : null}
        <AttachmentsField uploads={uploads} texts={attachmentTexts} error={problems.attachments} />
        <Box
          sx={{
            p: 2,
            borderRadius: 1,
            bgcolor: anonymous ? 'action.hover' : 'transparent',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <FormControlLabel
            control={
              <Switch
                checked={anonymous}
                onChange={(event) => setAnonymous(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': `${id}-anonymous-help` } }}
              />
            }
            label={t('suggestions.box.anonymous')}
          />
          <Typography id={`${id}-anonymous-help`} variant="body2" color="text.secondary">
            {anonymous ? t('suggestions.box.anonymousOn') : t('suggestions.box.anonymousOff')}
          </Typography>
        </Box>
        {send.isError && !placed ? (
          <Alert severity="error" role="alert">
            {errorText(send.error)}
          </Alert>
        ) : null}
        <Stack direction="row">
          <Button type="submit" variant="contained" loading={send.isPending}>
            {t('suggestions.box.submit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
