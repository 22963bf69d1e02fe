import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectInput, type SelectOption } from '@/components/form/select-input';
import { TextInput } from '@/components/form/text-input';
import { departmentDetailsQueryOptions } from '@/lib/calls/directory';
import {
  HIDDEN_FIELDS,
  TENURE_BANDS,
  type Condition,
  type ConditionOperator,
  type ConditionValue,
} from '@/lib/forms/types';
import { orgName } from '@/lib/org-wording';

import {
  firstSubject,
  kindOf,
  operatorsFor,
  readRules,
  ruleFor,
  subjectOf,
  takesList,
  takesValue,
  withOperator,
  writeRules,
  type Join,
  type Rule,
  type RuleSet,
  type SubjectKind,
} from './condition-model';
import { isQuestion, textIn, type DraftItem, type EditLanguage } from './draft';
import { NumberSetting } from './number-setting';

export type ConditionKey = 'show_if' | 'hide_if';

export type ConditionEditorProps = {
  which: ConditionKey;
  condition: Condition;
  /** The form's items and the position of the one the condition belongs to. */
  items: readonly DraftItem[];
  index: number;
  /** "Pregunta 3: …": how a question is named in the lists. */
  questionName: (id: string) => string;
  language: EditLanguage;
  onChange: (next: Condition | undefined) => void;
  onBlur: () => void;
  error?: string;
};

/** Shows or hides an item: comparisons on earlier answers or hidden fields, joined by all or
 *  any. A condition deeper than that is shown as such, and can only be removed. */
export function ConditionEditor({
  which,
  condition,
  items,
  index,
  questionName,
  language,
  onChange,
  onBlur,
  error,
}: ConditionEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = readRules(condition);
  const heading = t(`forms.admin.conditions.${which}`);
  const update = (next: RuleSet) => onChange(writeRules(next));

  const subjects: SelectOption[] = [
    ...items
      .slice(0, index)
      .filter(isQuestion)
      .map((item) => ({ value: `q:${item.id}`, label: questionName(item.id) })),
    ...HIDDEN_FIELDS.map((field) => ({
      value: `f:${field}`,
      label: t('forms.admin.conditions.fieldSubject', {
        field: t(`forms.admin.conditions.fields.${field}`),
      }),
    })),
  ];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-heading`}
      sx={{ p: { xs: 1.5, sm: 2 }, borderColor: error ? 'error.main' : undefined }}
      onBlur={onBlur}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={`${id}-heading`} variant="subtitle2" component="h4">
            {heading}
          </Typography>
          <Button size="small" color="inherit" onClick={() => onChange(undefined)}>
            {t('forms.admin.conditions.remove')}
          </Button>
        </Stack>
        {set ? (
          <>
            {set.rules.length > 1 ? (
              <SelectInput
                id={`${id}-join`}
                label={t('forms.admin.conditions.join')}
                value={set.join}
                onChange={(event) => update({ ...set, join: event.target.value as Join })}
                options={(['all', 'any'] as const).map((join) => ({
                  value: join,
                  label: t(`forms.admin.conditions.joins.${join}`),
                }))}
              />
            ) : null}
            <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {set.rules.map((rule, position) => (
                <RuleRow
                  // Rules have no id: their place is their identity while the editor is open.
                  key={position}
                  number={position + 1}
                  rule={rule}
                  items={items}
                  subjects={subjects}
                  questionName={questionName}
                  language={language}
                  onChange={(next) =>
                    update({
                      ...set,
                      rules: set.rules.map((r, i) => (i === position ? next : r)),
                    })
                  }
                  onRemove={() =>
                    update({ ...set, rules: set.rules.filter((_, i) => i !== position) })
                  }
                />
              ))}
            </Stack>
            <Box>
              <Button
                size="small"
                startIcon={<Add />}
                onClick={() =>
                  update({
                    ...set,
                    rules: [...set.rules, ruleFor(firstSubject(items, index), items)],
                  })
                }
              >
                {t('forms.admin.conditions.addRule')}
              </Button>
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('forms.admin.conditions.advanced')}
          </Typography>
        )}
        {error ? (
          <FormHelperText error role="alert" sx={{ mt: 0 }}>
            {error}
          </FormHelperText>
        ) : null}
      </Stack>
    </Paper>
  );
}

type RuleRowProps = {
  number: number;
  rule: Rule;
  items: readonly DraftItem[];
  subjects: SelectOption[];
  questionName: (id: string) => string;
  language: EditLanguage;
  onChange: (next: Rule) => void;
  onRemove: () => void;
};

function RuleRow({
  number,
  rule,
  items,
  subjects,
  questionName,
  language,
  onChange,
  onRemove,
}: RuleRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const subject = subjectOf(rule);
  const kind = kindOf(rule, items);
  // A question that is no longer earlier (or no longer there) stays chosen, so the problem shows.
  const options = subjects.some((option) => option.value === subject)
    ? subjects
    : [
        { value: subject, label: 'question' in rule ? questionName(rule.question) : subject },
        ...subjects,
      ];
  const operators = operatorsFor(kind);
  const presence =
    kind === 'department' || kind === 'country' || kind === 'tenure_band' ? 'field' : 'question';
  const operatorLabel = (op: ConditionOperator) =>
    op === 'answered' || op === 'not_answered'
      ? t(`forms.admin.conditions.ops.${op}.${presence}`)
      : t(`forms.admin.conditions.ops.${op}`);
  return (
    <Box component="li">
      <Box
        role="group"
        aria-label={t('forms.admin.conditions.rule', { number })}
        sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ flex: 2, minWidth: 0 }}>
            <SelectInput
              id={`${id}-subject`}
              label={t('forms.admin.conditions.subject')}
              value={subject}
              onChange={(event) => onChange(ruleFor(event.target.value, items))}
              options={options}
            />
          </Box>
          <Box sx={{ flex: 1.5, minWidth: 0 }}>
            <SelectInput
              id={`${id}-op`}
              label={t('forms.admin.conditions.operator')}
              value={rule.op}
              onChange={(event) =>
                onChange(withOperator(rule, event.target.value as ConditionOperator, items))
              }
              options={(operators.includes(rule.op) ? operators : [rule.op, ...operators]).map(
                (op) => ({ value: op, label: operatorLabel(op) }),
              )}
            />
          </Box>
          {takesValue(rule.op) ? (
            <Box sx={{ flex: 2, minWidth: 0 }}>
              <RuleValue
                rule={rule}
                kind={kind}
                items={items}
                language={language}
                onChange={(value) => onChange({ ...rule, value })}
              />
            </Box>
          ) : null}
          <Box sx={{ alignSelf: { xs: 'flex-end', md: 'center' } }}>
            <IconButton
              aria-label={t('forms.admin.conditions.removeRule', { number })}
              onClick={onRemove}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}

type RuleValueProps = {
  rule: Rule;
  kind: SubjectKind;
  items: readonly DraftItem[];
  language: EditLanguage;
  onChange: (value: ConditionValue | undefined) => void;
};

/** The value a rule compares with, as its subject and operator take it. */
function RuleValue({ rule, kind, items, language, onChange }: RuleValueProps) {
  const { t } = useTranslation();
  const id = useId();
  const label = t('forms.admin.conditions.value');
  const list = takesList(rule.op);
  if (kind === 'numeric') {
    return <NumberSetting label={label} value={rule.value} decimals onChange={onChange} />;
  }
  if (kind === 'yes_no') {
    return (
      <SelectInput
        id={id}
        label={label}
        value={rule.value === false ? 'no' : 'yes'}
        onChange={(event) => onChange(event.target.value === 'yes')}
        options={[
          { value: 'yes', label: t('forms.admin.conditions.yes') },
          { value: 'no', label: t('forms.admin.conditions.no') },
        ]}
      />
    );
  }
  if (kind === 'country') return <CountryValue rule={rule} list={list} onChange={onChange} />;
  if (kind === 'department') return <DepartmentValue rule={rule} list={list} onChange={onChange} />;
  const choices: SelectOption[] =
    kind === 'tenure_band'
      ? TENURE_BANDS.map((band) => ({ value: band, label: t(`forms.admin.tenureBands.${band}`) }))
      : (
          ('question' in rule ? items.find((item) => item.id === rule.question) : undefined)
            ?.options ?? []
        ).map((option, position) => ({
          value: option.id,
          label:
            textIn(option.label, language).trim() ||
            option.label.es.trim() ||
            t('forms.admin.choices.option', { number: position + 1 }),
        }));
  return list ? (
    <ValueChecklist
      label={label}
      choices={choices}
      value={rule.value}
      onChange={(value) => onChange(value)}
    />
  ) : (
    <SelectInput
      id={id}
      label={label}
      value={typeof rule.value === 'string' ? rule.value : ''}
      onChange={(event) => onChange(event.target.value)}
      options={
        typeof rule.value === 'string'
          ? choices
          : [{ value: '', label: t('forms.admin.conditions.choose') }, ...choices]
      }
    />
  );
}

type ChecklistProps = {
  label: string;
  choices: readonly SelectOption[];
  value: ConditionValue | undefined;
  onChange: (value: (string | number)[]) => void;
  /** Values are numbers (department ids). */
  numeric?: boolean;
};

/** Several values of a rule ("es una de"): a check box each. */
function ValueChecklist({ label, choices, value, onChange, numeric = false }: ChecklistProps) {
  const id = useId();
  const chosen = new Set((Array.isArray(value) ? value : []).map(String));
  const toggle = (choice: string) => {
    const next = new Set(chosen);
    if (next.has(choice)) next.delete(choice);
    else next.add(choice);
    onChange(
      choices
        .map((c) => c.value)
        .filter((v) => next.has(v))
        .map((v) => (numeric ? Number(v) : v)),
    );
  };
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1 }}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(choice.value)}
                onChange={() => toggle(choice.value)}
              />
            }
            label={choice.label}
          />
        ))}
      </Stack>
    </Box>
  );
}

type FieldValueProps = {
  rule: Rule;
  list: boolean;
  onChange: (value: ConditionValue | undefined) => void;
};

function DepartmentValue({ rule, list, onChange }: FieldValueProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const departments = useQuery(departmentDetailsQueryOptions());
  const choices: SelectOption[] = (departments.data ?? []).map((department) => ({
    value: String(department.id),
    label: orgName(department, i18n.language),
  }));
  const label = t('forms.admin.conditions.value');
  if (list) {
    return (
      <ValueChecklist
        label={label}
        choices={choices}
        value={rule.value}
        onChange={onChange}
        numeric
      />
    );
  }
  const current = typeof rule.value === 'number' ? String(rule.value) : '';
  return (
    <SelectInput
      id={id}
      label={label}
      value={current}
      onChange={(event) =>
        onChange(event.target.value === '' ? undefined : Number(event.target.value))
      }
      options={[
        ...(current === '' || !choices.some((c) => c.value === current)
          ? [
              {
                value: current,
                label: departments.isPending
                  ? t('admin.common.loading')
                  : t('forms.admin.conditions.choose'),
              },
            ]
          : []),
        ...choices,
      ]}
    />
  );
}

/** Country codes as typed ("ES, MX"): two letters each, kept in capitals. */
function CountryValue({ rule, list, onChange }: FieldValueProps) {
  const { t } = useTranslation();
  const id = useId();
  const shown = Array.isArray(rule.value)
    ? rule.value.join(', ')
    : typeof rule.value === 'string'
      ? rule.value
      : '';
  const [text, setText] = useState(shown);
  return (
    <TextInput
      id={id}
      label={t(list ? 'forms.admin.conditions.countries' : 'forms.admin.conditions.country')}
      helperText={t(
        list ? 'forms.admin.conditions.countriesHelp' : 'forms.admin.conditions.countryHelp',
      )}
      value={text}
      autoComplete="off"
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const codes = typed
          .split(/[\s,;]+/)
          .map((code) => code.trim().toUpperCase())
          .filter((code) => code !== '');
        if (list) onChange(codes.length > 0 ? codes : undefined);
        else onChange(codes[0]);
      }}
    />
  );
}
