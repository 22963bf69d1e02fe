import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { AutocompleteInput } from '@/components/forms/autocomplete-input';
import { toLanguage, type Language } from '@/i18n/languages';
import { checkImageFile, useImagePreview, type ImageType } from '@/lib/uploads/image-file';
import { UPLOAD_RULES } from '@/lib/uploads/presigned-upload';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  PAGE_LIMITS,
  pickableFilesQueryOptions,
  pickableFormsQueryOptions,
} from '../api/admin-pages';

import { BLOCK_TYPES, blankBlock, moveBlock, type DraftBlock } from './page-draft';
import { RichTextEditor } from './rich-text-editor';

const IMAGE_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export type BlocksEditorProps = {
  blocks: readonly DraftBlock[];
  /** Which language's texts are edited (images, links, forms and files are the same in both). */
  language: Language;
  /** Messages by field (blocks.<n>.<field>). */
  errors: Record<string, string>;
  onChange: (blocks: DraftBlock[]) => void;
};

/** The page's blocks in order: each edited in place, moved up or down, or removed; new ones
 *  added at the end. */
export function BlocksEditor({ blocks, language, errors, onChange }: BlocksEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, next: Partial<DraftBlock>) =>
    onChange(blocks.map((block, i) => (i === index ? { ...block, ...next } : block)));
  const full = blocks.length >= PAGE_LIMITS.blocksMax;
  return (
    <Stack spacing={2}>
      {blocks.length === 0 ? (
        <Typography color="text.secondary">{t('customPages.editor.blocks.empty')}</Typography>
      ) : null}
      {blocks.map((block, index) => (
        <BlockCard
          key={block.key}
          block={block}
          index={index}
          count={blocks.length}
          language={language}
          errors={errors}
          onChange={(next) => change(index, next)}
          onMove={(to) => onChange(moveBlock(blocks, index, to))}
          onRemove={() => onChange(blocks.filter((_, i) => i !== index))}
        />
      ))}
      {errors.blocks ? <Alert severity="error">{errors.blocks}</Alert> : null}
      <Stack spacing={1}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('customPages.editor.blocks.add')}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {BLOCK_TYPES.map((type) => (
            <Button
              key={type}
              variant="outlined"
              size="small"
              disabled={full}
              onClick={() => onChange([...blocks, blankBlock(type)])}
            >
              {t(`customPages.editor.blocks.types.${type}`)}
            </Button>
          ))}
        </Stack>
        {full ? (
          <FormHelperText sx={{ mx: 0 }}>
            {t('customPages.editor.blocks.full', { max: PAGE_LIMITS.blocksMax })}
          </FormHelperText>
        ) : null}
      </Stack>
    </Stack>
  );
}

type BlockCardProps = {
  block: DraftBlock;
  index: number;
  count: number;
  language: Language;
  errors: Record<string, string>;
  onChange: (next: Partial<DraftBlock>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

function BlockCard({
  block,
  index,
  count,
  language,
  errors,
  onChange,
  onMove,
  onRemove,
}: BlockCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = t('customPages.editor.blocks.name', {
    number: index + 1,
    type: t(`customPages.editor.blocks.types.${block.type}`),
  });
  const error = (field: string) => errors[`blocks.${index}.${field}`];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-block-editor={block.type}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', minWidth: 0 }}
        >
          <Typography id={headingId} variant="h4" component="h3" noWrap>
            {name}
          </Typography>
          <Stack direction="row" sx={{ flexShrink: 0 }}>
            <IconButton
              size="small"
              aria-label={t('customPages.editor.blocks.up', { name })}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('customPages.editor.blocks.down', { name })}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              color="error"
              aria-label={t('customPages.editor.blocks.remove', { name })}
              onClick={onRemove}
            >
              <DeleteOutlineOutlined fontSize="small" />
            </IconButton>
          </Stack>
        </Stack>
        {!block.available ? (
          <Alert severity="warning">
            {t(`customPages.editor.blocks.unavailable.${block.type}`)}
          </Alert>
        ) : null}
        <BlockFields block={block} language={language} error={error} onChange={onChange} />
      </Stack>
    </Paper>
  );
}

type FieldsProps = {
  block: DraftBlock;
  language: Language;
  error: (field: string) => string | undefined;
  onChange: (next: Partial<DraftBlock>) => void;
};

function BlockFields({ block, language, error, onChange }: FieldsProps) {
  const { t } = useTranslation();
  const english = language === 'en';
  switch (block.type) {
    case 'text':
      // Both languages stay mounted: the editor keeps what was typed in each.
      return (
        <>
          <Box sx={{ display: english ? 'none' : 'block' }}>
            <RichTextEditor
              label={t('customPages.editor.fields.html')}
              initialHtml={block.html}
              onChange={(html) => onChange({ html })}
              error={error('html')}
              placeholder={t('customPages.editor.fields.htmlPlaceholder')}
            />
          </Box>
          <Box sx={{ display: english ? 'block' : 'none' }}>
            <RichTextEditor
              label={t('customPages.editor.fields.html_en')}
              initialHtml={block.html_en}
              onChange={(html_en) => onChange({ html_en })}
              error={error('html_en')}
              helperText={t('customPages.editor.englishHelp')}
              lang="en"
            />
          </Box>
        </>
      );
    case 'image':
      return (
        <>
          <ImagePicker block={block} error={error('image_key')} onChange={onChange} />
          <TextInput
            id={`${block.key}-alt-${language}`}
            label={t(
              english ? 'customPages.editor.fields.alt_en' : 'customPages.editor.fields.alt',
            )}
            value={english ? block.alt_en : block.alt}
            onChange={(event) =>
              onChange(english ? { alt_en: event.target.value } : { alt: event.target.value })
            }
            required={!english}
            error={Boolean(error(english ? 'alt_en' : 'alt'))}
            helperText={
              error(english ? 'alt_en' : 'alt') ??
              (english
                ? t('customPages.editor.englishHelp')
                : t('customPages.editor.fields.altHelp'))
            }
            inputProps={{ maxLength: PAGE_LIMITS.altMax, lang: english ? 'en' : undefined }}
            autoComplete="off"
          />
        </>
      );
    case 'button':
      return (
        <>
          <TextInput
            id={`${block.key}-label-${language}`}
            label={t(
              english ? 'customPages.editor.fields.label_en' : 'customPages.editor.fields.label',
            )}
            value={english ? block.label_en : block.label}
            onChange={(event) =>
              onChange(english ? { label_en: event.target.value } : { label: event.target.value })
            }
            required={!english}
            error={Boolean(error(english ? 'label_en' : 'label'))}
            helperText={
              error(english ? 'label_en' : 'label') ??
              (english ? t('customPages.editor.englishHelp') : undefined)
            }
            inputProps={{ maxLength: PAGE_LIMITS.labelMax, lang: english ? 'en' : undefined }}
            autoComplete="off"
          />
          <TextInput
            id={`${block.key}-url`}
            label={t('customPages.editor.fields.url')}
            value={block.url}
            onChange={(event) => onChange({ url: event.target.value })}
            required
            error={Boolean(error('url'))}
            helperText={error('url') ?? t('customPages.editor.fields.urlHelp')}
            inputProps={{ maxLength: PAGE_LIMITS.urlMax }}
            autoComplete="off"
          />
        </>
      );
    case 'form':
      return <FormPicker block={block} error={error('form_id')} onChange={onChange} />;
    case 'file':
      return <FilePicker block={block} error={error('file_id')} onChange={onChange} />;
  }
}

function ImagePicker({
  block,
  error,
  onChange,
}: {
  block: DraftBlock;
  error?: string;
  onChange: (next: Partial<DraftBlock>) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useImagePreview(block.image);
  const shown = preview ?? block.image_url;
  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    const found = await checkImageFile(file, {
      types: IMAGE_TYPES,
      maxBytes: UPLOAD_RULES['corp-benef-image'].maxBytes,
    });
    if (found) {
      setProblem(
        t(
          found === 'type'
            ? 'customPages.editor.errors.imageType'
            : 'customPages.editor.errors.imageSize',
        ),
      );
      return;
    }
    setProblem(null);
    onChange({ image: file });
  };
  const message = problem ?? error;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {shown ? (
        <Box
          component="img"
          src={shown}
          alt=""
          sx={{ maxWidth: '100%', maxHeight: 220, borderRadius: 1, objectFit: 'contain' }}
        />
      ) : null}
      <input
        ref={input}
        type="file"
        hidden
        accept={IMAGE_TYPES.join(',')}
        data-testid="page-image-input"
        onChange={(event) => void handleChoose(event)}
      />
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlined />}
        onClick={() => input.current?.click()}
      >
        {shown
          ? t('customPages.editor.fields.changeImage')
          : t('customPages.editor.fields.chooseImage')}
      </Button>
      <FormHelperText error={Boolean(message)} sx={{ mx: 0 }}>
        {message ?? t('customPages.editor.fields.imageHelp')}
      </FormHelperText>
    </Stack>
  );
}

function FormPicker({
  block,
  error,
  onChange,
}: {
  block: DraftBlock;
  error?: string;
  onChange: (next: Partial<DraftBlock>) => void;
}) {
  const { t, i18n } = useTranslation();
  const forms = useQuery(pickableFormsQueryOptions());
  const english = toLanguage(i18n.language) === 'en';
  const titleOf = (title: string | { es: string; en?: string }) =>
    typeof title === 'string' ? title : english && title.en ? title.en : title.es;
  const options = forms.data ?? [];
  const known = options.some((form) => form.form_id === block.form_id);
  return (
    <SelectInput
      id={`${block.key}-form`}
      label={t('customPages.editor.fields.form')}
      value={known ? block.form_id : ''}
      onChange={(event) => onChange({ form_id: event.target.value })}
      error={Boolean(error) || forms.isError}
      helperText={
        error ??
        (forms.isError
          ? t('customPages.editor.fields.formsFailed')
          : options.length === 0 && !forms.isPending
            ? t('customPages.editor.fields.noForms')
            : t('customPages.editor.fields.formHelp'))
      }
      options={[
        { value: '', label: t('customPages.editor.fields.formChoose') },
        ...options.map((form) => ({ value: form.form_id, label: titleOf(form.title) })),
      ]}
    />
  );
}

type FileOption = { id: number; name: string; folder: string };

function FilePicker({
  block,
  error,
  onChange,
}: {
  block: DraftBlock;
  error?: string;
  onChange: (next: Partial<DraftBlock>) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), 300);
  const files = useQuery({ ...pickableFilesQueryOptions(query), enabled: query.length >= 2 });
  const chosen: FileOption | null =
    block.file_id !== null
      ? { id: block.file_id, name: block.file_name ?? `#${block.file_id}`, folder: '' }
      : null;
  const options: FileOption[] = (files.data ?? []).map((file) => ({
    id: file.id,
    name: file.name,
    folder: file.folder_name,
  }));
  return (
    <Autocomplete<FileOption>
      value={chosen}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={files.isFetching}
      inputValue={typed}
      onInputChange={(_event, value) => setTyped(value)}
      onChange={(_event, value) =>
        onChange({ file_id: value?.id ?? null, file_name: value?.name ?? null })
      }
      noOptionsText={
        query.length < 2
          ? t('customPages.editor.fields.fileTypeMore')
          : t('customPages.editor.fields.noFiles')
      }
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          <Stack sx={{ minWidth: 0 }}>
            <span>{option.name}</span>
            <Typography variant="caption" color="text.secondary">
              {option.folder}
            </Typography>
          </Stack>
        </li>
      )}
      renderInput={(params) => (
        <AutocompleteInput
          params={params}
          label={t('customPages.editor.fields.file')}
          error={Boolean(error)}
          helperText={error ?? t('customPages.editor.fields.fileHelp')}
        />
      )}
    />
  );
}
