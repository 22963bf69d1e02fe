import { TextInput, type TextInputProps } from '@/components/form/text-input';

export type EmojiFieldProps = Omit<TextInputProps, 'inputProps'> & { maxLength: number };

/** A short text field for an emoji. */
export function EmojiField({ maxLength, ...props }: EmojiFieldProps) {
  return <TextInput {...props} inputProps={{ maxLength, autoComplete: 'off' }} />;
}
