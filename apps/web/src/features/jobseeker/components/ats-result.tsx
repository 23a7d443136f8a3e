import type { AtsAnalysis } from '@careerloom/contract';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { FormattedText } from '../../../components/formatted-text';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { describeScoreChange, SCORE_THRESHOLDS, type ScoreBand, scoreBand } from '../lib/score-change';
import { ResultSection, TextList } from './result-section';

// Chromium paints the meter's track and bar with gradients; they are replaced by flat colours,
// the same as the big number's for each band.
const METER_CLASS = [
  'h-3 w-full',
  '[&::-webkit-meter-bar]:h-3 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-slate-200 [&::-webkit-meter-bar]:bg-none dark:[&::-webkit-meter-bar]:bg-slate-700',
  '[&::-webkit-meter-optimum-value]:rounded-full [&::-webkit-meter-optimum-value]:bg-none [&::-webkit-meter-optimum-value]:bg-emerald-500',
  '[&::-webkit-meter-suboptimum-value]:rounded-full [&::-webkit-meter-suboptimum-value]:bg-none [&::-webkit-meter-suboptimum-value]:bg-amber-500',
  '[&::-webkit-meter-even-less-good-value]:rounded-full [&::-webkit-meter-even-less-good-value]:bg-none [&::-webkit-meter-even-less-good-value]:bg-red-500',
].join(' ');

const BAND_TEXT: Record<ScoreBand, string> = {
  strong: 'text-emerald-600 dark:text-emerald-400',
  fair: 'text-amber-600 dark:text-amber-400',
  weak: 'text-red-600 dark:text-red-400',
};

/** The resume analysis: score and meter, what each factor earned, skills, strengths and fixes. */
export function AtsResult({ analysis, previousScore }: { analysis: AtsAnalysis; previousScore: number | null }) {
  const band = scoreBand(analysis.score);
  const change = describeScoreChange(previousScore, analysis.score);
  const rose = previousScore !== null && analysis.score > previousScore;
  const { skills } = analysis;
  const comparedSkills =
    skills.requiredFound.length +
    skills.requiredMissing.length +
    skills.preferredFound.length +
    skills.preferredMissing.length;

  return (
    <div className="grid gap-6">
      <section aria-label="Score" className="grid gap-3 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-6">
        <p className={cn('text-6xl font-bold tabular-nums', BAND_TEXT[band])}>
          {analysis.score}
          <span className="text-xl font-medium text-slate-500 dark:text-slate-400">/100</span>
        </p>
        <div className="grid gap-2">
          <meter
            aria-label="ATS score"
            min={0}
            max={100}
            low={SCORE_THRESHOLDS.fair}
            high={SCORE_THRESHOLDS.strong}
            optimum={100}
            value={analysis.score}
            className={METER_CLASS}
          >
            {analysis.score} out of 100
          </meter>
          <div className="grid gap-1 text-sm">
            <p>
              <span className="font-medium">ATS compatibility:</span> {analysis.ats_compatibility}
            </p>
            {change && (
              <span className="inline-flex items-center gap-1 text-slate-700 dark:text-slate-300">
                {previousScore !== null &&
                  analysis.score !== previousScore &&
                  (rose ? (
                    <TrendingUp className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                  ) : (
                    <TrendingDown className="h-4 w-4 text-red-600" aria-hidden="true" />
                  ))}
                {change}
              </span>
            )}
          </div>
        </div>
      </section>

      <FormattedText text={analysis.analysis} className="text-sm text-slate-700 dark:text-slate-300" />

      <ResultSection title="Score breakdown">
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-800/60 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Factor
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Points
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {analysis.breakdown.map((row) => (
                <tr key={row.factor}>
                  <th scope="row" className="px-3 py-2 align-top font-normal">
                    <span className="font-medium">{row.factor}</span>
                    <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">{row.detail}</span>
                  </th>
                  <td className="px-3 py-2 text-right align-top whitespace-nowrap tabular-nums">
                    {row.score} / {row.max}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ResultSection>

      <ResultSection title="Skills">
        {comparedSkills === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Add a target job description to see which of its skills your resume shows and which it misses.
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <SkillGroup title="Required skills found" skills={skills.requiredFound} tone="found" />
            <SkillGroup title="Required skills missing" skills={skills.requiredMissing} tone="missing" />
            <SkillGroup title="Preferred skills found" skills={skills.preferredFound} tone="found" />
            <SkillGroup title="Preferred skills missing" skills={skills.preferredMissing} tone="missing" />
          </div>
        )}
      </ResultSection>

      <div className="grid gap-6 md:grid-cols-2">
        <ResultSection title="Strengths">
          <TextList items={analysis.strengths} />
        </ResultSection>
        <ResultSection title="Improvements">
          <TextList items={analysis.improvements} empty="Nothing to improve for this job." />
        </ResultSection>
      </div>
    </div>
  );
}

function SkillGroup({ title, skills, tone }: { title: string; skills: string[]; tone: 'found' | 'missing' }) {
  return (
    <div>
      <h4 className="text-sm font-medium text-slate-700 dark:text-slate-300">{title}</h4>
      {skills.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">None</p>
      ) : (
        <ul aria-label={title} className="mt-1.5 flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge variant={tone === 'found' ? 'success' : 'warning'}>{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
