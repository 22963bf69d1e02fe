import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/dialog/confirm-dialog';

import { isQuestion, questionNumbers, titleOf, type EditLanguage } from './draft';
import { ItemCard } from './item-card';
import { PaletteList, PaletteMenu } from './palette';
import { SortableList } from './sortable-list';
import type { FormDraftState } from './use-form-draft';
import { useProblemText } from './use-problem-text';

export type QuestionsEditorProps = {
  /** The draft being edited (useFormDraft). */
  state: FormDraftState;
  /** The language whose texts are being written. */
  language: EditLanguage;
  /** What ends the list once it has items, beside the palette (the save button). */
  footer?: ReactNode;
};

/** The questions of a form being built (the forms' builder, the surveys' editor): a palette of
 *  every kind of item (beside the list at wide screens, a menu otherwise), the items opened one
 *  at a time and reordered by dragging or with the keyboard, every problem the shared rules find
 *  next to its field, and removing an item after a confirmation. */
export function QuestionsEditor({ state, language, footer }: QuestionsEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [removing, setRemoving] = useState<string | null>(null);
  const problemText = useProblemText();
  const { draft } = state;
  const numbers = questionNumbers(draft);
  const nameOf = (itemId: string) => {
    const item = draft.questions.find((entry) => entry.id === itemId);
    if (!item) return itemId;
    const number = numbers.get(itemId);
    const kind =
      number === undefined
        ? t(`forms.admin.types.${item.type}`)
        : t('forms.admin.item.number', { number });
    const title = titleOf(item, language);
    return title ? `${kind}: ${title}` : kind;
  };
  const questionsError = problemText(state.problemOf(null, 'questions'));
  const palette = wide ? null : <PaletteMenu onAdd={state.add} />;

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '15rem minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {wide ? (
          <Box sx={{ position: 'sticky', top: 80 }}>
            <PaletteList onAdd={state.add} />
          </Box>
        ) : null}
        <Stack component="section" aria-labelledby={`${id}-items`} spacing={2}>
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography id={`${id}-items`} variant="h3" component="h3">
              {t('forms.admin.builder.items', { number: numbers.size })}
            </Typography>
            {palette}
          </Stack>
          {questionsError ? (
            <FormHelperText error role="alert" sx={{ mt: 0 }}>
              {questionsError}
            </FormHelperText>
          ) : null}
          {draft.questions.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">
                {t(wide ? 'forms.admin.builder.emptyWide' : 'forms.admin.builder.empty')}
              </Typography>
            </Paper>
          ) : (
            <SortableList
              ids={draft.questions.map((item) => item.id)}
              nameOf={nameOf}
              onMove={state.move}
            >
              <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {draft.questions.map((item, index) => (
                  <ItemCard
                    key={item.id}
                    item={item}
                    index={index}
                    items={draft.questions}
                    number={isQuestion(item) ? (numbers.get(item.id) ?? null) : null}
                    name={nameOf(item.id)}
                    language={language}
                    questionName={nameOf}
                    expanded={state.open === item.id}
                    fresh={state.fresh === item.id}
                    onToggle={() => state.setOpen(state.open === item.id ? null : item.id)}
                    problems={state.shownCount(item.id)}
                    errorOf={(field) => problemText(state.problemOf(item.id, field))}
                    touch={(field) => state.touch(item.id, field)}
                    onChange={(changes) => state.changeItem(item.id, changes)}
                    isFirst={index === 0}
                    isLast={index === draft.questions.length - 1}
                    onMove={(by) => state.moveBy(item.id, by)}
                    onDuplicate={() => state.duplicate(item.id)}
                    onRemove={() => setRemoving(item.id)}
                  />
                ))}
              </Stack>
            </SortableList>
          )}
          {draft.questions.length > 0 ? (
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
            >
              {palette ?? <span />}
              {footer}
            </Stack>
          ) : null}
        </Stack>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={t('forms.admin.item.removeTitle')}
        body={removing ? t('forms.admin.item.removeBody', { name: nameOf(removing) }) : ''}
        confirmLabel={t('forms.admin.item.remove')}
        cancelLabel={t('admin.common.cancel')}
        destructive
        onConfirm={() => {
          if (removing) state.remove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
