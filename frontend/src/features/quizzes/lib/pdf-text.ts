/**
 * jsPDF's built-in fonts only draw the Windows-1252 characters; anything else comes out as garbage.
 * This maps what it can to a close equivalent and the rest to '?'.
 */
const WIN_1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const SUBSTITUTES: Record<string, string> = {
  '−': '-',
  '‐': '-',
  '‑': '-',
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '′': "'",
  '″': '"',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};

function drawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_1252_EXTRAS.has(char);
}

function closest(char: string): string {
  if (SUBSTITUTES[char] !== undefined) return SUBSTITUTES[char];
  const stripped = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return stripped && [...stripped].every(drawable) ? stripped : '?';
}

export function toPdfText(text: string): string {
  const tidy = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  let out = '';
  for (const char of tidy) out += drawable(char) ? char : closest(char);
  return out;
}
