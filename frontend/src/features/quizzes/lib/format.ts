/** 'Mar 3, 2025'; an unreadable date shows as given. */
export function formatSavedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function questionCountLabel(count: number): string {
  return count === 1 ? '1 question' : `${count} questions`;
}
