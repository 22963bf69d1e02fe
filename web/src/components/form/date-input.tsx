import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { dateInputToTyped, typedToDateInput } from '@/lib/date-input';

export type DateInputProps = {
  id: string;
  label: string;
  /** yyyy-MM-dd, '' for none, or the text being typed while it is not a day yet. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
};

type PickerInput = HTMLInputElement & { showPicker?: () => void };

/**
 * A labelled day, shown and typed as dd/MM/yyyy in both languages (never the browser's own
 * order, which follows the browser's locale), with a button that opens the browser's calendar.
 * Its value is yyyy-MM-dd.
 */
export function DateInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  helperText,
  error = false,
  required = false,
  disabled = false,
}: DateInputProps) {
  const { t } = useTranslation();
  const picker = useRef<PickerInput>(null);
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);

  const handlePick = () => {
    const input = picker.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.click();
  };

  return (
    <FormControl error={error} fullWidth required={required} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        inputRef={inputRef}
        label={label}
        notched
        value={dateInputToTyped(value)}
        placeholder={t('dates.placeholder')}
        onChange={(event) => onChange(typedToDateInput(event.target.value))}
        onBlur={onBlur}
        aria-describedby={helperId}
        inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 10 }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              edge="end"
              onClick={handlePick}
              disabled={disabled}
              aria-label={t('dates.pick', { label })}
            >
              <CalendarMonth />
            </IconButton>
            {/* The browser's calendar, opened by the button; never focused or read on its own. */}
            <input
              ref={picker}
              type="date"
              tabIndex={-1}
              aria-hidden
              value={isDay ? value : ''}
              onChange={(event) => onChange(event.target.value)}
              style={{
                position: 'absolute',
                right: 0,
                bottom: 0,
                width: 1,
                height: 1,
                opacity: 0,
                pointerEvents: 'none',
                border: 0,
                padding: 0,
              }}
            />
          </InputAdornment>
        }
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
