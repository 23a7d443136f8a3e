import { DEFAULT_TIME_ZONE, isTimeZone } from '@careerloom/contract';

/**
 * The browser's IANA time zone ('America/Los_Angeles'), which automation times are read in by
 * default; UTC when the browser reports none the server would accept.
 */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * The zones to choose from: UTC first, then every IANA zone the browser knows, with `current`
 * kept in the list even when the browser's own list spells it differently (an alias).
 */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = [...new Set([current, ...known])].filter((zone) => zone !== DEFAULT_TIME_ZONE).sort();
  return [DEFAULT_TIME_ZONE, ...rest];
}
