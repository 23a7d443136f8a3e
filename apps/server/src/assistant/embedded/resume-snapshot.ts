/**
 * A quick structural read of resume text pasted into the chat. It only reports what it can
 * count (length, sections, contact details, bullets with numbers, weak phrasing), never a score.
 * The embedded engine falls back to it when the `analyze_resume` tool (our ATS scorer) is not
 * registered or fails.
 */

const SECTIONS: Array<[label: string, pattern: RegExp]> = [
  ['experience', /^\s*(work |professional |relevant )?(experience|employment( history)?|work history)\s*:?\s*$/im],
  ['education', /^\s*education( and training)?\s*:?\s*$/im],
  ['skills', /^\s*((technical|core|key) )?skills( and tools)?\s*:?\s*$/im],
  ['summary', /^\s*(professional )?(summary|profile|objective|about me)\s*:?\s*$/im],
  ['projects', /^\s*(selected |personal |key )?projects\s*:?\s*$/im],
];
const BULLET = /^\s*(?:[-*•▪◦‣–]|\d+[.)])\s+(.+)$/;
const WEAK_PHRASES = /\b(responsible for|duties included|helped with|worked on|tasked with|involved in)\b/gi;

/**
 * Returns findings about pasted resume text, each one short sentence with a concrete fix, most
 * important first. Empty input gives an empty list.
 */
export function resumeSnapshot(text: string): string[] {
  const findings: string[] = [];
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words === 0) return findings;
  // About 450-500 words fill a formatted page; a range is honest given unknown formatting.
  const pages = words / 475;
  const pageText = pages <= 1.1 ? 'about one page' : pages <= 2.2 ? 'about two pages' : 'more than two pages';
  findings.push(
    `Length: ${words} words, ${pageText} once formatted. One page suits early careers; two is normal with several relevant roles; beyond two, cut older detail.`,
  );

  const found = SECTIONS.filter(([, p]) => p.test(text)).map(([label]) => label);
  const missing = ['experience', 'education', 'skills'].filter((s) => !found.includes(s));
  findings.push(
    missing.length === 0
      ? `Sections: found ${found.join(', ')}; the standard headings help both recruiters and ATS parsers.`
      : `Sections: I found ${found.length ? found.join(', ') : 'no standard headings'}; add clear ${missing.join(' and ')} heading${missing.length > 1 ? 's' : ''} so parsers and readers can find them.`,
  );

  const hasEmail = /[\w.+-]+@[\w-]+\.[\w.]+/.test(text);
  const hasPhone = /(\+?\d[\d\s().-]{7,}\d)/.test(text);
  if (!hasEmail || !hasPhone) {
    findings.push(
      `Contact: no ${[!hasEmail && 'email address', !hasPhone && 'phone number'].filter(Boolean).join(' or ')} found; put them in the body text at the top, not in a header or image.`,
    );
  }

  const bullets = text
    .split('\n')
    .map((line) => BULLET.exec(line)?.[1])
    .filter((b): b is string => Boolean(b));
  if (bullets.length > 0) {
    const withNumbers = bullets.filter((b) => /\d/.test(b)).length;
    findings.push(
      `Results: ${withNumbers} of ${bullets.length} bullets contain a number. ${withNumbers * 2 >= bullets.length ? 'Good; keep each result specific.' : 'Aim for at least half: a percentage, amount, count, time saved or scale.'}`,
    );
    const long = bullets.filter((b) => b.split(/\s+/).length > 35).length;
    if (long > 0)
      findings.push(
        `Bullet length: ${long} bullet${long > 1 ? 's run' : ' runs'} past 35 words; split or trim to one or two lines.`,
      );
  } else {
    findings.push('Bullets: none detected; list achievements under each role as short bullets rather than paragraphs.');
  }

  const weak = text.match(WEAK_PHRASES) ?? [];
  if (weak.length > 0) {
    findings.push(
      `Wording: ${weak.length} duty phrase${weak.length > 1 ? 's' : ''} such as "${(weak[0] ?? '').toLowerCase()}"; start with a strong verb and the result instead.`,
    );
  }
  const firstPerson = (text.match(/\b(I|me|my)\b/g) ?? []).length;
  if (firstPerson >= 3)
    findings.push(`Voice: ${firstPerson} uses of "I", "me" or "my"; resumes conventionally drop them.`);
  return findings;
}
