// The problems the form rules name, as glossary keys (forms.errors.*: the Spanish texts are the
// server's, spec §5's for polls); `values` fill their {{placeholders}}.

export const FORM_ERROR_KEYS = {
  invalid: 'forms.errors.invalid',
  formIdRequired: 'forms.errors.formIdRequired',
  formIdInvalid: 'forms.errors.formIdInvalid',
  titleRequired: 'forms.errors.titleRequired',
  titleTooLong: 'forms.errors.titleTooLong',
  descriptionTooLong: 'forms.errors.descriptionTooLong',
  questionsRequired: 'forms.errors.questionsRequired',
  questionsTooMany: 'forms.errors.questionsTooMany',
  questionIdInvalid: 'forms.errors.questionIdInvalid',
  questionIdDuplicated: 'forms.errors.questionIdDuplicated',
  typeUnknown: 'forms.errors.typeUnknown',
  questionRequired: 'forms.errors.questionRequired',
  questionTooLong: 'forms.errors.questionTooLong',
  optionsTooFew: 'forms.errors.optionsTooFew',
  optionTooLong: 'forms.errors.optionTooLong',
  optionsDuplicated: 'forms.errors.optionsDuplicated',
  optionsTooMany: 'forms.errors.optionsTooMany',
  rowsTooFew: 'forms.errors.rowsTooFew',
  rowTooLong: 'forms.errors.rowTooLong',
  rowsDuplicated: 'forms.errors.rowsDuplicated',
  rowsTooMany: 'forms.errors.rowsTooMany',
  itemIdInvalid: 'forms.errors.itemIdInvalid',
  itemIdDuplicated: 'forms.errors.itemIdDuplicated',
  maxChoicesRange: 'forms.errors.maxChoicesRange',
  numberInvalid: 'forms.errors.numberInvalid',
  stepInvalid: 'forms.errors.stepInvalid',
  minAboveMax: 'forms.errors.minAboveMax',
  sliderNeedsRange: 'forms.errors.sliderNeedsRange',
  starsRange: 'forms.errors.starsRange',
  scaleRange: 'forms.errors.scaleRange',
  enpsScale: 'forms.errors.enpsScale',
  maxLengthRange: 'forms.errors.maxLengthRange',
  dateInvalid: 'forms.errors.dateInvalid',
  uploadTypeInvalid: 'forms.errors.uploadTypeInvalid',
  maxFilesRange: 'forms.errors.maxFilesRange',
  maxPeopleRange: 'forms.errors.maxPeopleRange',
  textRequired: 'forms.errors.textRequired',
  textTooLong: 'forms.errors.textTooLong',
  conditionInvalid: 'forms.errors.conditionInvalid',
  conditionTooComplex: 'forms.errors.conditionTooComplex',
  conditionUnknownQuestion: 'forms.errors.conditionUnknownQuestion',
  conditionLaterQuestion: 'forms.errors.conditionLaterQuestion',
  conditionNotAnswerable: 'forms.errors.conditionNotAnswerable',
  conditionUnknownField: 'forms.errors.conditionUnknownField',
  conditionOperator: 'forms.errors.conditionOperator',
  conditionValue: 'forms.errors.conditionValue',
  answersInvalid: 'forms.errors.answersInvalid',
  answerUnknownQuestion: 'forms.errors.answerUnknownQuestion',
  answerRequired: 'forms.errors.answerRequired',
  nothingChosen: 'forms.errors.nothingChosen',
  moreThanAvailable: 'forms.errors.moreThanAvailable',
  onlyOne: 'forms.errors.onlyOne',
  sameTwice: 'forms.errors.sameTwice',
  notInPoll: 'forms.errors.notInPoll',
  maxChoices: 'forms.errors.maxChoices',
  answerInvalid: 'forms.errors.answerInvalid',
  scaleValue: 'forms.errors.scaleValue',
  numberExpected: 'forms.errors.numberExpected',
  belowMin: 'forms.errors.belowMin',
  aboveMax: 'forms.errors.aboveMax',
  notOnStep: 'forms.errors.notOnStep',
  answerTooLong: 'forms.errors.answerTooLong',
  dateBefore: 'forms.errors.dateBefore',
  dateAfter: 'forms.errors.dateAfter',
  rowUnknown: 'forms.errors.rowUnknown',
  rowsIncomplete: 'forms.errors.rowsIncomplete',
  rankingIncomplete: 'forms.errors.rankingIncomplete',
  tooManyFiles: 'forms.errors.tooManyFiles',
  tooManyPeople: 'forms.errors.tooManyPeople',
} as const;

export type FormErrorName = keyof typeof FORM_ERROR_KEYS;
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[FormErrorName];

/** One problem: its glossary key and the values its text shows. */
export type FormError = { key: FormErrorKey; values?: Record<string, string> };

/** Problems by field, one a field (the first found): `title`, `questions[2].options`,
 *  `answers.q4`. */
export type FormErrors = Record<string, FormError>;

/** Collects one problem a field: later ones for the same field are left out. */
export class ErrorList {
  readonly all: FormErrors = {};

  add(field: string, name: FormErrorName, values?: Record<string, string>): void {
    if (Object.hasOwn(this.all, field)) return;
    this.all[field] = values
      ? { key: FORM_ERROR_KEYS[name], values }
      : { key: FORM_ERROR_KEYS[name] };
  }

  get empty(): boolean {
    return Object.keys(this.all).length === 0;
  }
}
