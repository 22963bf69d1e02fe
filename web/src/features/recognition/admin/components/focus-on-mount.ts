/** A ref callback that moves focus into a field the user just opened (inline rename). */
export const focusOnMount = (input: HTMLInputElement | null): void => input?.focus();
