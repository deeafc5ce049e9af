export function formatPlayedAt(value: string | undefined): string {
  if (!value) return 'Finished';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Finished';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}


/** A homework's answers are stored as a game too (its end reason says so): its code is a homework code. */
export function gameCodeLabel(game: { code: string; end_reason?: string }): string {
  return game.end_reason === 'homework' ? `homework ${game.code}` : `room ${game.code}`;
}

/** How a stored game ended, when it did not end by itself: the host ended it early, or its room expired. */
export function endReasonNote(reason: string | undefined): string {
  if (reason === 'ended_by_host') return ' · ended early by the host';
  if (reason === 'expired') return ' · stopped when the room expired';
  return '';
}
