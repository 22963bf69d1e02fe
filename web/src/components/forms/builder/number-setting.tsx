import { useId, useState } from 'react';

import { TextInput } from '@/components/form/text-input';

import { readNumber } from './draft';

export type NumberSettingProps = {
  label: string;
  /** A number, what was typed while it is not one, or undefined when blank. */
  value: unknown;
  onChange: (next: number | string | undefined) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  decimals?: boolean;
};

const shown = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';

/** A number setting of an item (min, max, step, max length...), typed freely: the field keeps
 *  what is being typed ("1." on the way to "1.5") while the item holds its value. */
export function NumberSetting({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  disabled,
  decimals = false,
}: NumberSettingProps) {
  const id = useId();
  const [text, setText] = useState(() => shown(value));
  // The item changed from elsewhere (eNPS sets its scale): show its value.
  const [held, setHeld] = useState(value);
  if (held !== value) {
    setHeld(value);
    if (readNumber(text) !== value) setText(shown(value));
  }
  return (
    <TextInput
      id={id}
      label={label}
      value={text}
      inputMode={decimals ? 'decimal' : 'numeric'}
      onChange={(event) => {
        const next = event.target.value;
        const read = readNumber(next);
        setText(next);
        setHeld(read);
        onChange(read);
      }}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      disabled={disabled}
      autoComplete="off"
    />
  );
}
