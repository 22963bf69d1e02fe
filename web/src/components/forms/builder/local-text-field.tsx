import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { TextInput } from '@/components/form/text-input';
import type { LocalText } from '@/lib/forms/types';

import { textIn, withText, type EditLanguage } from './draft';

export type LocalTextFieldProps = {
  label: string;
  value: LocalText | undefined;
  /** The language being written: in English the Spanish text is the placeholder (and what people
   *  read while the English is blank). */
  language: EditLanguage;
  onChange: (next: LocalText) => void;
  onBlur?: () => void;
  /** The problem's text, shown under the field. */
  error?: string;
  helperText?: string;
  /** Required in Spanish (English never is). */
  required?: boolean;
  lines?: number;
  /** Takes the focus when it appears (the first field of an item just added). */
  focusOnMount?: boolean;
};

/** A text of the form in the language being written. */
export function LocalTextField({
  label,
  value,
  language,
  onChange,
  onBlur,
  error,
  helperText,
  required = false,
  lines,
  focusOnMount = false,
}: LocalTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const english = language === 'en';
  return (
    <TextInput
      id={id}
      label={english ? t('forms.admin.inEnglish', { label }) : label}
      value={textIn(value, language)}
      placeholder={english ? value?.es : undefined}
      onChange={(event) => onChange(withText(value, language, event.target.value))}
      onBlur={onBlur}
      required={required && !english}
      error={Boolean(error)}
      helperText={error ?? helperText}
      multiline={lines !== undefined}
      minRows={lines}
      autoComplete="off"
      inputRef={input}
    />
  );
}
