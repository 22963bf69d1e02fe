// The password policy of the contract (ASVS 2.1): 12 to 128 characters, no composition rules;
// the server also refuses common passwords, which only it can tell.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Characters of a password as a person counts them (an emoji is one). */
export function passwordLength(value: string): number {
  return [...value].length;
}

/** Whether a new password's length is within the policy. */
export function passwordLengthAllowed(value: string): boolean {
  const length = passwordLength(value);
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}
