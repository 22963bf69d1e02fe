import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import { SelectInput } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { AudienceListsField } from '@/components/forms/audience-lists';
import { PeoplePicker } from '@/components/people/people-picker';
import { showToast } from '@/components/toast/toast';
import type { Language } from '@/i18n/languages';
import { useApiErrorMessage } from '@/i18n/use-api-error-message';

import {
  PAGE_LIMITS,
  previewPage,
  savePageMutation,
  type PageAdmin,
  type PageView,
} from '../api/admin-pages';
import type { PageIconName } from '../api/pages';
import { PageIcon } from '../components/page-icon';
import { PAGE_ICONS } from '../components/page-icons';

import { BlocksEditor } from './block-editor';
import { checkDraft, draftFrom, toSave, type PageDraft } from './page-draft';
import { PreviewDialog } from './preview-dialog';

const LANGUAGES: readonly Language[] = ['es', 'en'];

export type PageEditorProps = {
  /** The page edited, or null for a new one (saved as a draft). */
  page: PageAdmin | null;
  onSaved: (saved: PageAdmin) => void;
};

/** Every part of a page: its texts in Spanish and English (tabs), its blocks, its address and
 *  place in the menu, and who sees it. Checked before sending; the server's messages go under
 *  their fields; the preview shows the page as the server sanitises it. */
export function PageEditor({ page, onSaved }: PageEditorProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const tabsId = useId();
  const [draft, setDraft] = useState<PageDraft>(() => draftFrom(page));
  const [language, setLanguage] = useState<Language>('es');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<PageView | 'loading' | null>(null);
  const save = useMutation(savePageMutation(page?.id ?? null));
  const set = (next: Partial<PageDraft>) => setDraft((current) => ({ ...current, ...next }));

  /** The draft's own problems, translated; the first language tab with one is shown. */
  const checked = () => {
    const found = Object.fromEntries(
      Object.entries(checkDraft(draft)).map(([field, key]) => [field, t(key)]),
    );
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setLanguage(Object.keys(found).some((field) => !field.endsWith('_en')) ? 'es' : 'en');
      setFailure(t('customPages.editor.errors.review'));
      return false;
    }
    return true;
  };
  const refused = (error: unknown) => {
    const refusal = toApiError(error);
    if (refusal.code === 'too_many_pages') {
      setFailure(t('customPages.editor.errors.tooManyPages'));
    } else if (Object.keys(refusal.fields).length > 0) {
      setErrors(refusal.fields);
      setFailure(t('customPages.editor.errors.review'));
    } else {
      setFailure(errorMessage(error));
    }
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked()) return;
    try {
      const saved = await save.mutateAsync(toSave(draft));
      showToast(
        t(page ? 'customPages.editor.saved' : 'customPages.editor.created', { title: saved.title }),
        'success',
      );
      onSaved(saved);
    } catch (error) {
      refused(error);
    }
  };
  const handlePreview = async () => {
    if (!checked()) return;
    setPreview('loading');
    try {
      setPreview(await previewPage(toSave(draft), page?.id ?? null));
    } catch (error) {
      setPreview(null);
      refused(error);
    }
  };

  const english = language === 'en';
  const tabId = (entry: Language) => `${tabsId}-tab-${entry}`;
  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Stack spacing={2.5}>
        <Section title={t('customPages.editor.sections.content')}>
          <Tabs
            value={language}
            onChange={(_event, next: Language) => setLanguage(next)}
            aria-label={t('customPages.editor.languages')}
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {LANGUAGES.map((entry) => (
              <Tab
                key={entry}
                value={entry}
                label={t(`customPages.editor.language.${entry}`)}
                id={tabId(entry)}
                aria-controls={`${tabsId}-panel`}
              />
            ))}
          </Tabs>
          <Stack
            spacing={2}
            role="tabpanel"
            id={`${tabsId}-panel`}
            aria-labelledby={tabId(language)}
          >
            <TextInput
              key={language}
              id={`${tabsId}-title-${language}`}
              label={t(
                english ? 'customPages.editor.fields.title_en' : 'customPages.editor.fields.title',
              )}
              value={english ? draft.title_en : draft.title}
              onChange={(event) =>
                set(english ? { title_en: event.target.value } : { title: event.target.value })
              }
              required={!english}
              error={Boolean(errors[english ? 'title_en' : 'title'])}
              helperText={
                errors[english ? 'title_en' : 'title'] ??
                (english ? t('customPages.editor.englishHelp') : undefined)
              }
              inputProps={{ maxLength: PAGE_LIMITS.titleMax, lang: english ? 'en' : undefined }}
              autoComplete="off"
            />
            <BlocksEditor
              blocks={draft.blocks}
              language={language}
              errors={errors}
              onChange={(blocks) => set({ blocks })}
            />
          </Stack>
        </Section>
        <Section title={t('customPages.editor.sections.place')}>
          <TextInput
            id={`${tabsId}-slug`}
            label={t('customPages.editor.fields.slug')}
            value={draft.slug}
            onChange={(event) => set({ slug: event.target.value.toLowerCase() })}
            error={Boolean(errors.slug)}
            helperText={errors.slug ?? t('customPages.editor.fields.slugHelp')}
            inputProps={{ maxLength: PAGE_LIMITS.slugMax }}
            autoComplete="off"
          />
          <FormControlLabel
            control={
              <Switch
                checked={draft.in_menu}
                onChange={(event) => set({ in_menu: event.target.checked })}
              />
            }
            label={t('customPages.editor.fields.in_menu')}
          />
          {draft.in_menu ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Box sx={{ maxWidth: { sm: 240 }, flex: 1 }}>
                <TextInput
                  id={`${tabsId}-order`}
                  label={t('customPages.editor.fields.menu_order')}
                  value={draft.menu_order}
                  onChange={(event) => set({ menu_order: event.target.value })}
                  error={Boolean(errors.menu_order)}
                  helperText={errors.menu_order ?? t('customPages.editor.fields.menuOrderHelp')}
                  inputProps={{ inputMode: 'numeric' }}
                  autoComplete="off"
                />
              </Box>
              <Stack
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', flex: 1, maxWidth: { sm: 320 } }}
              >
                <SelectInput
                  id={`${tabsId}-icon`}
                  label={t('customPages.editor.fields.icon')}
                  value={draft.icon}
                  onChange={(event) => set({ icon: event.target.value as PageIconName | '' })}
                  error={Boolean(errors.icon)}
                  helperText={errors.icon}
                  options={[
                    { value: '', label: t('customPages.editor.icons.none') },
                    ...(Object.keys(PAGE_ICONS) as PageIconName[]).map((name) => ({
                      value: name,
                      label: t(`customPages.editor.icons.${name}`),
                    })),
                  ]}
                />
                <Box aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
                  <PageIcon name={draft.icon || null} />
                </Box>
              </Stack>
            </Stack>
          ) : null}
        </Section>
        <Section title={t('customPages.editor.sections.audience')}>
          <AudienceFields draft={draft} errors={errors} onChange={set} />
        </Section>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'flex-end' }}
        >
          <Button
            variant="outlined"
            startIcon={<Visibility />}
            onClick={() => void handlePreview()}
            disabled={preview === 'loading'}
          >
            {t('customPages.editor.preview')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {page ? t('customPages.editor.save') : t('customPages.editor.create')}
          </Button>
        </Stack>
      </Stack>
      {preview !== null ? (
        <PreviewDialog
          page={preview === 'loading' ? null : preview}
          onClose={() => setPreview(null)}
        />
      ) : null}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ p: { xs: 2, sm: 2.5 }, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="h3" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** Everyone, or some: departments, communication groups and people by name. */
function AudienceFields({
  draft,
  errors,
  onChange,
}: {
  draft: PageDraft;
  errors: Record<string, string>;
  onChange: (next: Partial<PageDraft>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const problem =
    errors.audience ??
    errors['audience.departments'] ??
    errors['audience.groups'] ??
    errors['audience.people'];
  return (
    <>
      <FormControl error={Boolean(problem)}>
        <FormLabel id={`${id}-audience`}>{t('customPages.editor.fields.audience')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-audience`}
          value={draft.everyone ? 'everyone' : 'some'}
          onChange={(event) => onChange({ everyone: event.target.value === 'everyone' })}
        >
          <FormControlLabel
            value="everyone"
            control={<Radio />}
            label={t('customPages.editor.audience.everyone')}
          />
          <FormControlLabel
            value="some"
            control={<Radio />}
            label={t('customPages.editor.audience.some')}
          />
        </RadioGroup>
        {problem ? <FormHelperText>{problem}</FormHelperText> : null}
      </FormControl>
      {draft.everyone ? null : (
        <Stack spacing={2}>
          <AudienceListsField
            departments={draft.departments}
            groups={draft.groups}
            onChange={(lists) => onChange(lists)}
            labels={{
              departments: t('customPages.editor.audience.departments'),
              groups: t('customPages.editor.audience.groups'),
            }}
          />
          <PeoplePicker
            id={`${id}-people`}
            label={t('customPages.editor.audience.people')}
            multiple
            value={draft.people}
            onChange={(people) => onChange({ people })}
          />
          <FormHelperText sx={{ mx: 0 }}>
            {t('customPages.editor.audience.someHelp')}
          </FormHelperText>
        </Stack>
      )}
    </>
  );
}
