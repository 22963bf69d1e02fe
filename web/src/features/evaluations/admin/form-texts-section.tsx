import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toApiError } from '@/api/errors';
import {
  isQuestion,
  questionNumbers,
  type DraftItem,
  type EditLanguage,
} from '@/components/forms/builder/draft';
import { serverProblems } from '@/components/forms/builder/draft-errors';
import { LanguageToggle } from '@/components/forms/builder/language-toggle';
import { LocalTextField } from '@/components/forms/builder/local-text-field';
import type { FormDraftState } from '@/components/forms/builder/use-form-draft';
import { useProblemText } from '@/components/forms/builder/use-problem-text';
import { TabbedPanel } from '@/components/layout/tabbed-panel';
import { showToast } from '@/components/toast/toast';
import type { FormDefinition, LocalText } from '@/lib/forms/types';

import { saveFormMutation } from './api';
import type { CycleForm, Direction } from './types';
import { useAdminErrorMessage } from './use-admin-error';
import { formDraft, type DirectionDrafts } from './use-direction-drafts';

export type FormTextsSectionProps = {
  cycleId: number;
  directions: Direction[];
  drafts: DirectionDrafts;
  language: EditLanguage;
  onLanguage: (language: EditLanguage) => void;
};

/** Each direction's form once the cycle is launched: only its texts may change (titles,
 *  descriptions, options' and rows' labels, statements), saved direction by direction as a new
 *  version; reviews keep the version they started with. */
export function FormTextsSection({
  cycleId,
  directions,
  drafts,
  language,
  onLanguage,
}: FormTextsSectionProps) {
  const { t } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState<Direction>(directions[0] ?? 'self');
  const shown = directions.includes(current) ? current : (directions[0] ?? 'self');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2.5}>
        <Stack spacing={0.5}>
          <Typography id={`${id}-title`} variant="h3" component="h3">
            {t('evaluations.admin.forms.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('evaluations.admin.forms.textsHelp')}
          </Typography>
        </Stack>
        <LanguageToggle language={language} onChange={onLanguage} />
        <TabbedPanel
          idPrefix={`${id}-forms`}
          label={t('evaluations.admin.forms.tabsLabel')}
          tabs={directions.map((direction) => ({
            value: direction,
            label: drafts.dirty(direction)
              ? t('evaluations.admin.forms.tabUnsaved', {
                  name: t(`evaluations.admin.direction.${direction}`),
                })
              : t(`evaluations.admin.direction.${direction}`),
          }))}
          value={shown}
          onChange={setCurrent}
          scrollable
        >
          <DirectionTexts
            key={shown}
            cycleId={cycleId}
            direction={shown}
            state={drafts.states[shown]}
            language={language}
            onSaved={(saved) =>
              drafts.markSaved({ [shown]: formDraft(saved.definition, saved.form_id) })
            }
          />
        </TabbedPanel>
      </Stack>
    </Paper>
  );
}

function DirectionTexts({
  cycleId,
  direction,
  state,
  language,
  onSaved,
}: {
  cycleId: number;
  direction: Direction;
  state: FormDraftState;
  language: EditLanguage;
  onSaved: (saved: CycleForm) => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const errorText = useAdminErrorMessage();
  const save = useMutation(saveFormMutation(cycleId));
  const { draft } = state;
  const numbers = questionNumbers(draft);
  const failure = save.error ? toApiError(save.error) : null;
  const fieldsShown = failure !== null && Object.keys(failure.fields).length > 0;

  const submit = () => {
    state.attempt();
    const definition = state.check.definition;
    if (!definition) return;
    const sent = draft.questions.map((item) => item.id);
    const form: FormDefinition = { ...definition, form_id: draft.form_id };
    save.mutate(
      { direction, form },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          showToast(
            t('evaluations.admin.forms.textsSaved', {
              name: t(`evaluations.admin.direction.${direction}`),
            }),
            'success',
          );
        },
        onError: (error) => {
          const fields = toApiError(error).fields;
          if (Object.keys(fields).length > 0) state.refuse(serverProblems(fields, sent));
        },
      },
    );
  };

  const text = (
    owner: string | null,
    field: string,
    label: string,
    value: LocalText | undefined,
    onChange: (next: LocalText) => void,
    options: { required?: boolean; lines?: number } = {},
  ) => (
    <LocalTextField
      label={label}
      value={value}
      language={language}
      required={options.required}
      lines={options.lines}
      onChange={onChange}
      onBlur={() => state.touch(owner, field)}
      error={problemText(state.problemOf(owner, field))}
    />
  );

  const choices = (item: DraftItem, list: 'options' | 'rows') => {
    const entries = item[list] ?? [];
    const label =
      list === 'rows'
        ? 'forms.admin.choices.row'
        : item.type === 'matrix'
          ? 'forms.admin.choices.column'
          : 'forms.admin.choices.option';
    return entries.map((choice, index) => (
      <Fragment key={choice.id}>
        {text(
          item.id,
          list,
          t(label, { number: index + 1 }),
          choice.label,
          (next) =>
            state.changeItem(item.id, {
              [list]: entries.map((entry) =>
                entry.id === choice.id ? { ...entry, label: next } : entry,
              ),
            }),
          { required: true },
        )}
      </Fragment>
    ));
  };

  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      {failure && !fieldsShown ? (
        <Alert severity="error" role="alert">
          {errorText(save.error)}
        </Alert>
      ) : null}
      {text(
        null,
        'title',
        t('evaluations.admin.forms.formTitle'),
        draft.title,
        (title) => state.changeForm({ title }),
        { required: true },
      )}
      {text(
        null,
        'description',
        t('forms.admin.item.description'),
        draft.description,
        (description) => state.changeForm({ description }),
        { lines: 2 },
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {draft.questions.map((item) => {
          const number = numbers.get(item.id);
          const heading =
            number === undefined
              ? t(`forms.admin.types.${item.type}`)
              : `${t('forms.admin.item.number', { number })} · ${t(`forms.admin.types.${item.type}`)}`;
          return (
            <Paper component="li" variant="outlined" key={item.id} sx={{ p: 2 }}>
              <Stack spacing={1.5} role="group" aria-label={heading}>
                <Typography sx={{ fontWeight: 600 }}>{heading}</Typography>
                {item.type === 'statement'
                  ? text(
                      item.id,
                      'text',
                      t('forms.admin.item.text'),
                      item.text,
                      (value) => state.changeItem(item.id, { text: value }),
                      { required: true, lines: 2 },
                    )
                  : text(
                      item.id,
                      'title',
                      isQuestion(item)
                        ? t('forms.admin.item.question')
                        : t('forms.admin.item.sectionTitle'),
                      item.title,
                      (title) => state.changeItem(item.id, { title }),
                      { required: isQuestion(item) },
                    )}
                {text(
                  item.id,
                  'description',
                  t('forms.admin.item.description'),
                  item.description,
                  (description) => state.changeItem(item.id, { description }),
                  { lines: 2 },
                )}
                {item.options ? choices(item, 'options') : null}
                {item.rows ? choices(item, 'rows') : null}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Button
        variant="contained"
        startIcon={<SaveOutlined />}
        loading={save.isPending}
        onClick={submit}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('evaluations.admin.forms.saveTexts', {
          name: t(`evaluations.admin.direction.${direction}`),
        })}
      </Button>
    </Stack>
  );
}
