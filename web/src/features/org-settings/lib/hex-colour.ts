// Banner colours as the server takes them: # and six hexadecimal digits.

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value.trim());
}
