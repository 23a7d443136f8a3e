import { monthNumber } from '@careerloom/career-engine';
import { LINKEDIN_GROWTH_WINDOW_DAYS } from '@careerloom/contract';
import { AppError } from '../../errors';
import { apiUrl, sourceFetchJson } from '../source-http';

/**
 * LinkedIn gives applications little: with a "Sign In with LinkedIn using OpenID Connect" token,
 * `/v2/userinfo` answers the member's identity, and nothing about their network, profile views or
 * search appearances. Connections and network growth come from the member's own data export
 * (`Connections.csv`), which they upload.
 */
const NAME = 'LinkedIn';
const DAY_MS = 86_400_000;

export type LinkedinIdentity = { sub: string; name: string | null; email: string | null };
type UserInfo = { sub?: string; name?: string; given_name?: string; family_name?: string; email?: string };

export async function readLinkedinIdentity(
  base: string,
  token: string,
  options: { timeoutMs?: number } = {},
): Promise<LinkedinIdentity> {
  const info = await sourceFetchJson<UserInfo>(apiUrl(base, '/v2/userinfo'), {
    sourceName: NAME,
    token,
    timeoutMs: options.timeoutMs,
  });
  const name = info.name ?? ([info.given_name, info.family_name].filter(Boolean).join(' ') || null);
  return { sub: info.sub ?? '', name, email: info.email ?? null };
}

/** One CSV record per line break outside quotes; `""` inside quotes is a quote (RFC 4180). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** "07 Mar 2024" (the export's form), "2024-03-07" or "3/7/24"; null when unreadable. */
export function parseConnectedOn(value: string): Date | null {
  const text = value.trim();
  const dmy = /^(\d{1,2})[ -]([A-Za-z]{3})[a-z]*[ -](\d{4})$/.exec(text);
  if (dmy) {
    const month = monthNumber(dmy[2] ?? '');
    if (month !== null) return new Date(Date.UTC(Number(dmy[3]), month - 1, Number(dmy[1])));
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (us) {
    const year = Number(us[3]) < 100 ? 2000 + Number(us[3]) : Number(us[3]);
    return new Date(Date.UTC(year, Number(us[1]) - 1, Number(us[2])));
  }
  return null;
}

/**
 * Connections and network growth from `Connections.csv`. The real export opens with a few
 * "Notes:" lines before the header `First Name,Last Name,URL,Email Address,Company,Position,
 * Connected On`, so the header is searched for. Growth: connections made in the last
 * LINKEDIN_GROWTH_WINDOW_DAYS days as a percentage of those made before; null when there were none
 * before (or no dates were readable).
 */
export function connectionsFromExport(csv: string, now: Date): { connections: number; networkGrowth: number | null } {
  const records = parseCsv(csv.replace(/^\uFEFF/, ''));
  const headerAt = records.findIndex(
    (r) => r[0]?.trim().toLowerCase() === 'first name' && r.some((c) => c.trim().toLowerCase() === 'connected on'),
  );
  if (headerAt < 0)
    throw new AppError(
      'UNPROCESSABLE',
      'This is not a LinkedIn Connections.csv: no "First Name,Last Name,...,Connected On" header was found',
    );
  const header = (records[headerAt] ?? []).map((c) => c.trim().toLowerCase());
  const dateColumn = header.indexOf('connected on');
  const rows = records.slice(headerAt + 1).filter((r) => r.some((c) => c.trim() !== ''));
  const cutoff = now.getTime() - LINKEDIN_GROWTH_WINDOW_DAYS * DAY_MS;
  let dated = 0;
  let recent = 0;
  for (const row of rows) {
    const at = parseConnectedOn(row[dateColumn] ?? '');
    if (!at) continue;
    dated += 1;
    if (at.getTime() >= cutoff) recent += 1;
  }
  const before = dated - recent;
  return {
    connections: rows.length,
    networkGrowth: before > 0 ? Math.round((recent / before) * 1000) / 10 : null,
  };
}
