import { TextField, type TextFieldProps } from './text-field';

export type NumberFieldProps = Omit<TextFieldProps, 'numeric' | 'decimal' | 'lines'>;

/** A whole number of the surrounding form (points, sizes), typed as text and checked by the
 *  form's schema. */
export function NumberField(props: NumberFieldProps) {
  return <TextField {...props} numeric />;
}
