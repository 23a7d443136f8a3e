import { formatDateTime as dateTimeText } from '../../../lib/date-text';

/** A date and time as the app writes them (lib/date-text), or a dash when there is none. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeText(date);
}
