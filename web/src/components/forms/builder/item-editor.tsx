import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { Choice } from '@/lib/forms/types';

import { ChoiceListEditor } from './choice-list-editor';
import { ConditionEditor, type ConditionKey } from './condition-editor';
import { firstSubject, ruleFor } from './condition-model';
import { isQuestion, type DraftItem, type EditLanguage } from './draft';
import { LocalTextField } from './local-text-field';
import { TypeSettings } from './type-settings';

const CONDITION_KEYS: readonly ConditionKey[] = ['show_if', 'hide_if'];

export type ItemEditorProps = {
  item: DraftItem;
  index: number;
  items: readonly DraftItem[];
  language: EditLanguage;
  questionName: (id: string) => string;
  onChange: (changes: Partial<DraftItem>) => void;
  /** The problem of a field of the item, when it is to be shown ('' for the item itself). */
  errorOf: (field: string) => string | undefined;
  touch: (field: string) => void;
  /** The title takes the focus (an item just added). */
  focusTitle: boolean;
};

/** Everything of one item: its texts in the language being written, its options or rows, its
 *  type's settings, whether it must be answered, and when it shows. */
export function ItemEditor({
  item,
  index,
  items,
  language,
  questionName,
  onChange,
  errorOf,
  touch,
  focusTitle,
}: ItemEditorProps) {
  const { t } = useTranslation();
  const asked = isQuestion(item);
  const titleLabel = asked
    ? t('forms.admin.item.question')
    : t(
        item.type === 'section'
          ? 'forms.admin.item.sectionTitle'
          : 'forms.admin.item.optionalTitle',
      );
  const choices = (list: 'options' | 'rows', value: readonly Choice[]) => {
    const rows = list === 'rows';
    const columns = item.type === 'matrix' && !rows;
    return (
      <ChoiceListEditor
        legend={t(
          rows
            ? 'forms.admin.choices.rows'
            : columns
              ? 'forms.admin.choices.columns'
              : 'forms.admin.choices.options',
        )}
        choiceLabel={(number) =>
          t(
            rows
              ? 'forms.admin.choices.row'
              : columns
                ? 'forms.admin.choices.column'
                : 'forms.admin.choices.option',
            { number },
          )
        }
        addLabel={t(
          rows
            ? 'forms.admin.choices.addRow'
            : columns
              ? 'forms.admin.choices.addColumn'
              : 'forms.admin.choices.add',
        )}
        choices={value}
        idPrefix={rows ? 'r' : 'o'}
        language={language}
        onChange={(next) => onChange({ [list]: next })}
        onBlur={() => touch(list)}
        error={errorOf(list)}
      />
    );
  };

  return (
    <Stack spacing={2.5}>
      {errorOf('') ? <Alert severity="error">{errorOf('')}</Alert> : null}
      <LocalTextField
        label={titleLabel}
        value={item.title}
        language={language}
        required={asked}
        focusOnMount={focusTitle}
        onChange={(title) => onChange({ title })}
        onBlur={() => touch('title')}
        error={errorOf('title') ?? errorOf('id')}
      />
      <LocalTextField
        label={t('forms.admin.item.description')}
        value={item.description}
        language={language}
        lines={2}
        onChange={(description) => onChange({ description })}
        onBlur={() => touch('description')}
        error={errorOf('description')}
      />
      {item.type === 'statement' ? (
        <LocalTextField
          label={t('forms.admin.item.text')}
          value={item.text}
          language={language}
          required
          lines={3}
          onChange={(text) => onChange({ text })}
          onBlur={() => touch('text')}
          error={errorOf('text')}
        />
      ) : null}
      {item.type === 'matrix' ? choices('rows', item.rows ?? []) : null}
      {item.options ? choices('options', item.options) : null}
      <TypeSettings item={item} onChange={onChange} errorOf={errorOf} touch={touch} />
      {asked ? (
        <FormControlLabel
          control={
            <Switch
              checked={item.required === true}
              onChange={(event) => onChange({ required: event.target.checked })}
            />
          }
          label={t('forms.admin.item.required')}
        />
      ) : null}
      {CONDITION_KEYS.map((which) => {
        const condition = item[which];
        return condition ? (
          <ConditionEditor
            key={which}
            which={which}
            condition={condition}
            items={items}
            index={index}
            questionName={questionName}
            language={language}
            onChange={(next) => onChange({ [which]: next })}
            onBlur={() => touch(which)}
            error={errorOf(which)}
          />
        ) : null;
      })}
      {item.type === 'section' ? (
        <Typography variant="body2" color="text.secondary">
          {t('forms.admin.item.sectionHelp')}
        </Typography>
      ) : null}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {CONDITION_KEYS.filter((which) => !item[which]).map((which) => (
          <Button
            key={which}
            size="small"
            startIcon={<Add />}
            onClick={() => onChange({ [which]: ruleFor(firstSubject(items, index), items) })}
          >
            {t(`forms.admin.conditions.add.${which}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
