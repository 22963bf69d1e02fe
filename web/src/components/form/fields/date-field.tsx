import { DateInput } from '../date-input';
import { useRegisteredField } from '../use-registered-field';

export type DateFieldProps = { name: string; label: string; helperText?: string };

/** A day of the surrounding form (yyyy-MM-dd, the browser's date picker). */
export function DateField({ name, label, helperText }: DateFieldProps) {
  return <DateInput {...useRegisteredField(name, helperText)} label={label} />;
}
