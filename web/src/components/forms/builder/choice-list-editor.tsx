import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';
import type { Choice } from '@/lib/forms/types';

import { addChoice, moved, pasteLines, textIn, withText, type EditLanguage } from './draft';
import { DragHandle, SortableList } from './sortable-list';
import { useSortableEntry } from './use-sortable-entry';

export type ChoiceListEditorProps = {
  /** "Opciones", "Filas", "Columnas". */
  legend: string;
  /** A choice's label by its position ("Opción 3"). */
  choiceLabel: (number: number) => string;
  addLabel: string;
  choices: readonly Choice[];
  /** The first letter of new choices' ids (o1, r1...). */
  idPrefix: string;
  language: EditLanguage;
  onChange: (next: Choice[]) => void;
  onBlur: () => void;
  error?: string;
};

/** The options (or rows) of an item: each written in the language being edited, added, removed
 *  and reordered by dragging; several lines pasted into one become several options. */
export function ChoiceListEditor({
  legend,
  choiceLabel,
  addLabel,
  choices,
  idPrefix,
  language,
  onChange,
  onBlur,
  error,
}: ChoiceListEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  // The choice to focus once it is drawn (one just added).
  const [focusId, setFocusId] = useState<string | null>(null);
  const ids = choices.map((choice) => choice.id);
  const nameOf = (choiceId: string) => {
    const index = ids.indexOf(choiceId);
    const text = textIn(choices[index]?.label, language).trim();
    return text === '' ? choiceLabel(index + 1) : `${choiceLabel(index + 1)}: ${text}`;
  };

  const add = () => {
    const next = addChoice(choices, idPrefix);
    setFocusId(next.at(-1)?.id ?? null);
    onChange(next);
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={`${id}-legend`}>
      <Typography id={`${id}-legend`} variant="subtitle2" component="p">
        {legend}
      </Typography>
      <SortableList
        ids={ids}
        nameOf={nameOf}
        onMove={(from, to) => onChange(moved(choices, from, to))}
      >
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {choices.map((choice, index) => (
            <ChoiceRow
              key={choice.id}
              choice={choice}
              label={choiceLabel(index + 1)}
              dragLabel={t('forms.admin.choices.move', { name: nameOf(choice.id) })}
              removeLabel={t('forms.admin.choices.remove', { name: nameOf(choice.id) })}
              language={language}
              focus={focusId === choice.id}
              onFocused={() => setFocusId(null)}
              onText={(text) =>
                onChange(
                  choices.map((c) =>
                    c.id === choice.id ? { ...c, label: withText(c.label, language, text) } : c,
                  ),
                )
              }
              onPaste={(pasted) => {
                const next = pasteLines(choices, index, language, pasted, idPrefix);
                onChange(next);
              }}
              onEnter={() => {
                const next = addChoice(choices, idPrefix, index);
                setFocusId(next[index + 1]?.id ?? null);
                onChange(next);
              }}
              onRemove={() => onChange(choices.filter((c) => c.id !== choice.id))}
              onBlur={onBlur}
            />
          ))}
        </Stack>
      </SortableList>
      <FormHelperText
        id={`${id}-help`}
        error={Boolean(error)}
        sx={{ mt: 0 }}
        {...(error ? { role: 'alert' } : {})}
      >
        {error ?? t('forms.admin.choices.pasteHelp')}
      </FormHelperText>
      <Box>
        <Button size="small" startIcon={<Add />} onClick={add}>
          {addLabel}
        </Button>
      </Box>
    </Stack>
  );
}

type ChoiceRowProps = {
  choice: Choice;
  label: string;
  dragLabel: string;
  removeLabel: string;
  language: EditLanguage;
  focus: boolean;
  onFocused: () => void;
  onText: (text: string) => void;
  onPaste: (text: string) => void;
  onEnter: () => void;
  onRemove: () => void;
  onBlur: () => void;
};

function ChoiceRow({
  choice,
  label,
  dragLabel,
  removeLabel,
  language,
  focus,
  onFocused,
  onText,
  onPaste,
  onEnter,
  onRemove,
  onBlur,
}: ChoiceRowProps) {
  const { t } = useTranslation();
  const { setNode, style, handle } = useSortableEntry(choice.id);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  useEffect(() => {
    if (!focus) return;
    input.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  const english = language === 'en';
  return (
    <Box component="li" ref={setNode} style={style}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <DragHandle handle={handle} label={dragLabel} />
        <TextInput
          id={inputId}
          inputRef={input}
          label={english ? t('forms.admin.inEnglish', { label }) : label}
          value={textIn(choice.label, language)}
          placeholder={english ? choice.label.es : undefined}
          autoComplete="off"
          onChange={(event) => onText(event.target.value)}
          onBlur={onBlur}
          onPaste={(event) => {
            const pasted = event.clipboardData.getData('text');
            if (!/[\r\n]/.test(pasted.trim())) return;
            event.preventDefault();
            onPaste(pasted);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onEnter();
          }}
        />
        <IconButton aria-label={removeLabel} onClick={onRemove}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}
