// Mail status benchmark (issue 13 part 3): does the classifier tell an employer's answers about
// the user's applications (confirmation, rejection, interview, assessment, offer) from look-alike
// mail (job alerts, newsletters, notifications, receipts)? Run from the repository root with
// `npx tsx bench/mail-status.ts` (`--verbose` lists every miss; `--held-out` measures the held-out
// set instead).
//
// The set is packages/career-engine/eval/mail/labels.json: messages the team wrote, each labelled
// with a reason. Each message is classified twice: in full (sender, subject, text) as at the
// `full` and `limited` permissions, and from sender and subject alone as at `metadata_only`; the
// labels stay those of the full message, so what a subject cannot tell counts as a miss. A plain
// keyword baseline (the first of offer, unfortunately, interview, assessment, application found)
// is measured on the same messages. The set and the rules were written by the same person, so the
// classifier's full-message figure is in-sample. eval/mail/held-out.json was written afterwards by
// someone who had not seen the rules or the first set (45 messages, other senders and phrasings,
// non-native English): its figures are the honest ones. Prints figures; asserts nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { classifyApplicationMail, type MailMessageInput, sameCompany } from '@careerloom/career-engine';
import { APPLICATION_MAIL_KINDS, type ApplicationMailKind } from '@careerloom/contract';

type Labelled = MailMessageInput & {
  id: string;
  label: ApplicationMailKind | null;
  company: string;
  jobTitle: string;
  reason: string;
};
type Guess = { kind: ApplicationMailKind; company: string; jobTitle: string } | null;

const root = path.resolve(import.meta.dirname, '..');
const setFile = process.argv.includes('--held-out') ? 'held-out.json' : 'labels.json';
const { messages } = JSON.parse(readFileSync(path.join(root, 'packages/career-engine/eval/mail', setFile), 'utf8')) as {
  messages: Labelled[];
};
console.log(`set: eval/mail/${setFile}`);
const verbose = process.argv.includes('--verbose');

/** What a keyword search would do: the first telling word wins, nothing else is looked at. */
function keywordBaseline(m: MailMessageInput): Guess {
  const text = `${m.subject}\n${m.body ?? ''}`.toLowerCase();
  const kind: ApplicationMailKind | null = text.includes('offer')
    ? 'offer'
    : text.includes('unfortunately')
      ? 'rejection'
      : text.includes('interview')
        ? 'interview'
        : text.includes('assessment')
          ? 'assessment'
          : /\bappl(y|ied|ying|ication)\b/.test(text)
            ? 'confirmation'
            : null;
  return kind ? { kind, company: '', jobTitle: '' } : null;
}

const metadataOnly = (m: Labelled): MailMessageInput => ({ from: m.from, subject: m.subject, date: m.date });
const full = (m: Labelled): MailMessageInput => ({ from: m.from, subject: m.subject, date: m.date, body: m.body });

const pct = (n: number, d: number) => (d === 0 ? '   - ' : `${((n / d) * 100).toFixed(0).padStart(4)}%`);

function measure(name: string, classify: (m: MailMessageInput) => Guess, view: (m: Labelled) => MailMessageInput) {
  const guesses = messages.map((m) => ({ m, g: classify(view(m)) }));
  const correct = guesses.filter(({ m, g }) => (g?.kind ?? null) === m.label).length;
  const rows = APPLICATION_MAIL_KINDS.map((kind) => {
    const tp = guesses.filter(({ m, g }) => g?.kind === kind && m.label === kind).length;
    const predicted = guesses.filter(({ g }) => g?.kind === kind).length;
    const actual = guesses.filter(({ m }) => m.label === kind).length;
    return `${kind.padEnd(13)} P ${pct(tp, predicted)}  R ${pct(tp, actual)}  (${tp}/${actual})`;
  });
  const notApp = guesses.filter(({ m }) => m.label === null);
  const falseAlarms = notApp.filter(({ g }) => g !== null).length;
  const rightKind = guesses.filter(({ m, g }) => m.label !== null && g?.kind === m.label);
  const companyRight = rightKind.filter(({ m, g }) => g && sameCompany(g.company, m.company)).length;
  const titleRight = rightKind.filter(({ m, g }) => g && g.jobTitle.toLowerCase() === m.jobTitle.toLowerCase()).length;
  console.log(`\n${name}`);
  console.log(
    `  accuracy ${pct(correct, messages.length)} (${correct}/${messages.length}, 'not application mail' counted as a class)`,
  );
  for (const r of rows) console.log(`  ${r}`);
  console.log(`  look-alikes taken for application mail: ${falseAlarms}/${notApp.length}`);
  if (rightKind.length && !name.includes('baseline'))
    console.log(
      `  of ${rightKind.length} right kinds: company right ${pct(companyRight, rightKind.length)}, title exact ${pct(titleRight, rightKind.length)}`,
    );
  if (verbose)
    for (const { m, g } of guesses) {
      const wrongKind = (g?.kind ?? null) !== m.label;
      const wrongWho =
        !wrongKind &&
        g &&
        (!sameCompany(g.company, m.company) || g.jobTitle.toLowerCase() !== m.jobTitle.toLowerCase());
      if (wrongKind || wrongWho)
        console.log(
          `    ${m.id}: want ${m.label ?? 'none'} ${m.company}/${m.jobTitle}, got ${g ? `${g.kind} ${g.company}/${g.jobTitle}` : 'none'} | ${m.subject}`,
        );
    }
}

console.log(
  `mail status: ${messages.length} labelled messages (${messages.filter((m) => m.label).length} about an application)`,
);
measure('classifier, full message', classifyApplicationMail, full);
measure('keyword baseline, full message', keywordBaseline, full);
measure('classifier, metadata only (from + subject)', classifyApplicationMail, metadataOnly);
measure('keyword baseline, metadata only (from + subject)', keywordBaseline, metadataOnly);
