// The shape of a form (docs/forms.md): its definition as the server keeps it, the answers a
// person gives, and the hidden fields conditions may read. `Text` is a LocalText in a
// definition, a plain string once localised for the person answering (localizeForm).

/** A text in Spanish (required) and English (optional; the Spanish stands in for it). */
export type LocalText = { es: string; en?: string };

/** An option of a choice, dropdown or ranking, a column of a matrix's scale, or a matrix row. */
export type Choice<Text = LocalText> = { id: string; label: Text };

export const HIDDEN_FIELDS = ['department', 'country', 'tenure_band'] as const;
export type HiddenField = (typeof HIDDEN_FIELDS)[number];

export const TENURE_BANDS = ['lt_1y', '1_3y', '3_5y', '5_10y', '10y_plus'] as const;
export type TenureBand = (typeof TENURE_BANDS)[number];

export const CONDITION_OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'includes',
  'excludes',
  'lt',
  'lte',
  'gt',
  'gte',
  'answered',
  'not_answered',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export type ConditionValue = string | number | boolean | (string | number)[];

/** Shows or hides an item: on an earlier question's answer, on a hidden field, or a mix. */
export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { question: string; op: ConditionOperator; value?: ConditionValue }
  | { field: HiddenField; op: ConditionOperator; value?: ConditionValue };

/** The presigned upload types of spec §5 a file question may ask for. */
export const UPLOAD_TYPES = [
  'comm-attachment',
  'user-profile-picture',
  'task-attachment',
  'program-attachment',
  'suggestion-attachment',
  'complaint-attachment',
  'goalcheckin-attachment',
  'corp-benef-image',
  'post-attachments',
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const ANSWER_TYPES = [
  'single_choice',
  'multiple_choice',
  'dropdown',
  'likert',
  'rating',
  'number',
  'short_text',
  'long_text',
  'date',
  'yes_no',
  'matrix',
  'ranking',
  'file_upload',
  'person',
] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];
export type ItemType = AnswerType | 'section' | 'statement';

type ItemBase<Text> = {
  id: string;
  title?: Text;
  description?: Text;
  show_if?: Condition;
  hide_if?: Condition;
};
type Asked<Text> = ItemBase<Text> & { title: Text; required: boolean };

export type Question<Text = LocalText> =
  | (Asked<Text> & { type: 'single_choice' | 'dropdown'; options: Choice<Text>[] })
  | (Asked<Text> & { type: 'ranking'; options: Choice<Text>[] })
  | (Asked<Text> & { type: 'multiple_choice'; options: Choice<Text>[]; max_choices?: number })
  | (Asked<Text> & { type: 'likert' | 'yes_no' })
  | (Asked<Text> & {
      type: 'rating';
      style: 'stars' | 'scale';
      min: number;
      max: number;
      enps?: true;
    })
  | (Asked<Text> & {
      type: 'number';
      display: 'field' | 'slider';
      min?: number;
      max?: number;
      step?: number;
    })
  | (Asked<Text> & { type: 'short_text' | 'long_text'; max_length: number })
  | (Asked<Text> & { type: 'date'; min?: string; max?: string })
  | (Asked<Text> & { type: 'matrix'; rows: Choice<Text>[]; options: Choice<Text>[] })
  | (Asked<Text> & { type: 'file_upload'; upload_type: UploadType; max_files: number })
  | (Asked<Text> & { type: 'person'; max_people: number });

/** An item that takes no answer: a section (the items after it, up to the next one, are its
 *  group) or a statement. */
export type Passage<Text = LocalText> =
  (ItemBase<Text> & { type: 'section' }) | (ItemBase<Text> & { type: 'statement'; text: Text });

export type FormItem<Text = LocalText> = Question<Text> | Passage<Text>;

/** A form as kept: texts trimmed, blank options left out, defaults filled in. */
export type FormDefinition<Text = LocalText> = {
  form_id: string;
  title: Text;
  description?: Text;
  questions: FormItem<Text>[];
};

/** The hidden fields of the person answering (null or absent: unknown). */
export type FormContext = {
  department?: number | null;
  country?: string | null;
  tenure_band?: TenureBand | null;
};

export type AnswerValue = string | number | boolean | string[] | number[] | Record<string, string>;
/** Answers by question id. */
export type Answers = Record<string, AnswerValue>;
