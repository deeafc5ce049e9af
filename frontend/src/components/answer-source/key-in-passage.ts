/** A piece of a passage; `key` marks where the passage says the right answer. */
export interface PassagePart {
  text: string;
  key: boolean;
}

/**
 * The passage cut where it quotes the answer as whole words (case-insensitive, every place it does: "He"
 * is not marked inside "The", nor "12" inside "1200"). An answer the passage does not quote word for word
 * leaves it whole: a wrong mark would mislead more than none.
 */
export function keyInPassage(passage: string, answer: string): PassagePart[] {
  const needle = answer.trim();
  if (needle.length < 2) return [{ text: passage, key: false }];
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const wholeWords = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
  const parts: PassagePart[] = [];
  let from = 0;
  for (const found of passage.matchAll(wholeWords)) {
    if (found.index > from) parts.push({ text: passage.slice(from, found.index), key: false });
    parts.push({ text: found[0], key: true });
    from = found.index + found[0].length;
  }
  if (from < passage.length) parts.push({ text: passage.slice(from), key: false });
  return parts;
}
