export function formatPlayedAt(value: string | undefined): string {
  if (!value) return 'Finished';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Finished';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

