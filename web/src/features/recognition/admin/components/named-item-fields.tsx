import { EnglishWordingFields } from '@/components/form/fields/english-wording-fields';
import { TextField } from '@/components/form/fields/text-field';

export type NamedItemFieldsProps = {
  labels: { name: string; description: string; emoji: string; emojiHelp?: string };
  limits: { nameMaxLength: number; descriptionMaxLength: number; emojiMaxLength: number };
};

/** The name, description and emoji every catalogue item (type, value) is made of, and their
 *  optional English version (`name_en`, `description_en`) for people using the app in English. */
export function NamedItemFields({ labels, limits }: NamedItemFieldsProps) {
  return (
    <>
      <TextField name="name" label={labels.name} required maxLength={limits.nameMaxLength} />
      <TextField
        name="description"
        label={labels.description}
        lines={2}
        maxLength={limits.descriptionMaxLength}
      />
      <TextField
        name="emoji"
        label={labels.emoji}
        helperText={labels.emojiHelp}
        maxLength={limits.emojiMaxLength}
        autoComplete="off"
      />
      <EnglishWordingFields />
    </>
  );
}
