/** Dates and settings of homework as the screens show them. */

export const CODE_LENGTH = 6;
export const TIMER_CHOICES = Array.from({ length: 23 }, (_, index) => 10 + index * 5);

export function normalizeCode(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, CODE_LENGTH);
}

export function formatDue(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A `datetime-local` input's value (local time, minutes) for a date. */
export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The default due date: a week from now at 17:00 local time. */
export function defaultDue(now = new Date()): string {
  const due = new Date(now);
  due.setDate(due.getDate() + 7);
  due.setHours(17, 0, 0, 0);
  return toLocalInput(due);
}

export function timerLabel(seconds: number | null | undefined): string {
  return seconds ? `${seconds} seconds per question` : 'No timer';
}
