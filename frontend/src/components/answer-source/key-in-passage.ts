/** A piece of a passage; `key` marks where the passage says the right answer. */
export interface PassagePart {
  text: string;
  key: boolean;
}

/**
 * The passage cut where it quotes the answer (case-insensitive, every place it does). An answer the
 * passage does not quote word for word leaves it whole: a wrong mark would mislead more than none.
 */
export function keyInPassage(passage: string, answer: string): PassagePart[] {
  const needle = answer.trim().toLocaleLowerCase();
  const haystack = passage.toLocaleLowerCase();
  // Lower-casing may change a string's length (e.g. 'İ'): marks are only safe when it does not.
  if (needle.length < 2 || haystack.length !== passage.length) return [{ text: passage, key: false }];
  const parts: PassagePart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: passage.slice(from, at), key: false });
    parts.push({ text: passage.slice(at, at + needle.length), key: true });
    from = at + needle.length;
  }
  if (from < passage.length) parts.push({ text: passage.slice(from), key: false });
  return parts;
}
