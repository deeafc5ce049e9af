const FILE_STEM_MAX_CHARS = 80;

/** The quiz title as a safe file name (letters, digits, '-' and '_'), or 'quiz' when nothing is left. */
export function quizFileName(title: string, extension: string): string {
  const stem = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, FILE_STEM_MAX_CHARS)
    .replace(/[-_]+$/g, '');
  return `${stem || 'quiz'}.${extension}`;
}
