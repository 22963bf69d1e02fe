// Taking the person to a question: its first option gets the focus and comes into view.
/** Moves the focus to the first option of an item's fieldset and brings it into view. */
export function focusItem(id: string) {
  const fieldset = document.getElementById(id);
  if (!fieldset) return;
  fieldset.scrollIntoView?.({ block: 'center' });
  fieldset.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
}
