import {
  type AiSettings,
  type DashboardRole,
  formatUtcDay,
  ROLE_DASHBOARDS,
  type WorkAiPrimaryActionResult,
} from '@careerloom/contract';
import { activityService } from '../activity/activity.service';
import { stepsToRun } from '../automations/run-policy';
import { formatTimeSaved } from '../automations/time-saved';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { resumesService } from '../resumes/resumes.service';
import { countOf, type DashboardFacts, loadDashboardFacts, MANUAL_REPORT_TRIGGER, sumOf } from './dashboard-facts';
import { sizeOf } from './role-metrics';
import { type LatestEvent, workAiRepository } from './work-ai.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An abuse guard only: nobody reads ten fresh reports a minute. */
const REPORTS_PER_MINUTE = 10;

const n = (value: number) => value.toLocaleString('en-US');
const size = (bytes: number) => {
  const s = sizeOf(bytes);
  return `${n(s.value)} ${s.unit}`;
};
const dateText = formatUtcDay;
/** A task as the review quotes it: long descriptions are cut at a word. */
function shortTask(task: string): string {
  if (task.length <= 60) return task;
  const cut = task.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : 60)}…`;
}
const atsScoreOf = (event: LatestEvent | undefined) =>
  typeof event?.detail.score === 'number' ? event.detail.score : undefined;

/** One line per thing the user has done, all time; kinds they never used are left out. */
function activityLines(facts: DashboardFacts, atsScore: number | undefined): string[] {
  const lines: string[] = [];
  const add = (count: number, text: string) => {
    if (count > 0) lines.push(text);
  };
  add(countOf(facts, 'chat'), `Assistant answers: ${n(countOf(facts, 'chat'))}`);
  add(facts.resumesStored, `Resumes stored: ${n(facts.resumesStored)}`);
  add(
    countOf(facts, 'resume_analysed'),
    `ATS reviews: ${n(countOf(facts, 'resume_analysed'))}${atsScore === undefined ? '' : ` (latest score ${atsScore}/100)`}`,
  );
  add(countOf(facts, 'cover_letter'), `Cover letters written: ${n(countOf(facts, 'cover_letter'))}`);
  add(
    countOf(facts, 'interview_prep'),
    `Interview guides: ${n(countOf(facts, 'interview_prep'))} (${n(sumOf(facts, 'interview_prep', 'questions'))} questions)`,
  );
  add(countOf(facts, 'opportunity_search'), `Job searches: ${n(countOf(facts, 'opportunity_search'))}`);
  add(
    countOf(facts, 'data_analysis'),
    `Data analyses: ${n(countOf(facts, 'data_analysis'))} (${n(sumOf(facts, 'data_analysis', 'rows'))} rows, ${size(sumOf(facts, 'data_analysis', 'bytes'))}, ${n(sumOf(facts, 'data_analysis', 'insights'))} insights)`,
  );
  add(countOf(facts, 'automation_created'), `Automations set up: ${n(countOf(facts, 'automation_created'))}`);
  add(
    countOf(facts, 'automation_run'),
    `Automation runs delivered: ${n(countOf(facts, 'automation_run'))} (${formatTimeSaved(sumOf(facts, 'automation_run', 'minutesSaved'))} saved)`,
  );
  add(countOf(facts, 'report'), `Earlier reports: ${n(countOf(facts, 'report'))}`);
  return lines;
}

/** What the automation settings do to scheduled runs (the scheduler applies the same rules). */
function settingsLines(settings: AiSettings): string[] {
  if (!settings.assistantEnabled) return ['Your AI Assistant is paused, so no automation runs. Turn it on to resume.'];
  if (settings.automationLevel === 'Low')
    return ['Automation Level is Low: scheduled automations do not run. Raise it to Medium (reminders) or High (all).'];
  if (settings.automationLevel === 'Medium')
    return ['Automation Level is Medium: only reminders run. Raise it to High to deliver reports as well.'];
  return [];
}

/**
 * The role dashboard's primary action, done for real:
 * - analyst "Generate Report": builds a report of the user's activity now, stores it as an in-app
 *   notification (kind 'report', no automation) and records a 'report' activity.
 * - executive "View Strategy": a strategy summary computed from their resume, ATS score, searches
 *   and interview preparation, with the one next step that matters most; continues at /jobseeker.
 * - manager "Optimize Workflows": a review of their automations (paused settings, failures, steps
 *   that need a higher plan); continues at /free, where automations are created and changed.
 * - employee "Automate Tasks": what their automations deliver today; continues at /free to add one.
 * Only the report writes anything; the other three are read-only.
 */
export function primaryActionService(ctx: AppContext) {
  const repo = workAiRepository(ctx.db);
  const activity = activityService(ctx);

  async function generateReport(userId: number): Promise<WorkAiPrimaryActionResult> {
    const limit = await ctx.limiter.hit(`work-ai-report:${userId}`, REPORTS_PER_MINUTE, 60_000);
    if (!limit.allowed)
      throw new AppError('RATE_LIMITED', 'Too many reports in a minute; try again shortly', limit.retryAfterSeconds);
    const now = ctx.clock();
    const [facts, lastAts, lastWeek] = await Promise.all([
      loadDashboardFacts(ctx, userId),
      repo.latestEvent(userId, 'resume_analysed'),
      activity.totals(userId, new Date(now.getTime() - 7 * DAY_MS)),
    ]);
    const weekActions = Object.values(lastWeek).reduce((sum, t) => sum + (t?.count ?? 0), 0);
    const found = activityLines(facts, atsScoreOf(lastAts));
    const lines =
      found.length === 0
        ? [
            'No activity recorded yet. Ask the assistant, analyse your resume or data, or set up an automation, and your next report will show it.',
          ]
        : [`Actions in the last 7 days: ${n(weekActions)}`, ...found];
    const title = `Activity report, ${dateText(now)}`;
    const notificationId = await repo.insertReport(userId, title, lines.join('\n'), now);
    await activity.record(userId, 'report', 'Generated an activity report', { trigger: MANUAL_REPORT_TRIGGER });
    return { role: 'analyst', action: ROLE_DASHBOARDS.analyst.primaryAction, title, lines, notificationId };
  }

  async function strategy(userId: number): Promise<WorkAiPrimaryActionResult> {
    const [facts, resume, lastAts, lastSearch] = await Promise.all([
      loadDashboardFacts(ctx, userId),
      resumesService(ctx).latestOrNull(userId),
      repo.latestEvent(userId, 'resume_analysed'),
      repo.latestEvent(userId, 'opportunity_search'),
    ]);
    const ats = atsScoreOf(lastAts);
    const searches = countOf(facts, 'opportunity_search');
    const preps = countOf(facts, 'interview_prep');
    const lines = [
      resume
        ? `Resume version ${resume.version}: ${resume.skills.length} skills recognised${resume.skills.length ? ` (${resume.skills.slice(0, 5).join(', ')})` : ''}.`
        : 'No resume yet, so nothing is tailored to your experience.',
      ats === undefined ? 'No ATS review yet.' : `Latest ATS score: ${ats}/100.`,
      searches > 0 && lastSearch
        ? `${n(searches)} job ${searches === 1 ? 'search' : 'searches'}, the latest: ${lastSearch.summary}.`
        : 'No job searches yet.',
      preps > 0
        ? `${n(preps)} interview ${preps === 1 ? 'guide' : 'guides'} with ${n(sumOf(facts, 'interview_prep', 'questions'))} questions prepared.`
        : 'No interview preparation yet.',
    ];
    // The first gap in the job search, in the order a candidate would close them.
    const next = !resume
      ? 'Add your resume on the Job Seeker page.'
      : ats === undefined
        ? 'Score your resume against a job you want.'
        : ats < 70
          ? 'Work through the resume improvements until the ATS score passes 70.'
          : searches === 0
            ? 'Run a job search with your top skills.'
            : preps === 0
              ? 'Prepare for an interview with a company you are targeting.'
              : 'Keep applying, and prepare for each interview you get.';
    lines.push(`Next step: ${next}`);
    return {
      role: 'executive',
      action: ROLE_DASHBOARDS.executive.primaryAction,
      title: 'Your strategy',
      lines,
      href: '/jobseeker',
    };
  }

  async function workflowReview(userId: number): Promise<WorkAiPrimaryActionResult> {
    const facts = await loadDashboardFacts(ctx, userId);
    const lines = [...settingsLines(facts.settings)];
    if (facts.automations.length === 0) {
      lines.push('No automations yet: describe a repeatable task on the Free dashboard to automate it.');
    }
    for (const a of facts.automations) {
      const task = `"${shortTask(a.task)}"`;
      const attempts = a.runs + a.failures;
      if (a.status === 'needs_upgrade') {
        const tiers = [...new Set(a.steps.filter((s) => !s.runs && s.requiredTier).map((s) => s.requiredTier))];
        lines.push(
          tiers.length
            ? `${task} has steps that need the ${tiers.join(' or ')} plan to run.`
            : `${task} has no step Careerloom runs, so it does nothing on schedule.`,
        );
      } else if (a.failures > 0) {
        lines.push(`${task} failed ${n(a.failures)} of ${n(attempts)} runs: check what it needs, or recreate it.`);
      } else if (a.status === 'paused') {
        lines.push(`${task} is paused.`);
      } else if (a.status === 'scheduled' && stepsToRun(facts.settings, a.steps).length === 0) {
        lines.push(`${task} is scheduled: ${a.schedule.text}. It does not run under your AI settings.`);
      } else if (a.status === 'scheduled') {
        lines.push(
          a.runs === 0
            ? `${task} is scheduled: ${a.schedule.text}. It has not run yet.`
            : `${task} is scheduled: ${a.schedule.text}. It has delivered ${n(a.runs)} ${a.runs === 1 ? 'run' : 'runs'}.`,
        );
      } else {
        lines.push(`${task} has completed (${n(a.runs)} ${a.runs === 1 ? 'run' : 'runs'}).`);
      }
    }
    return {
      role: 'manager',
      action: ROLE_DASHBOARDS.manager.primaryAction,
      title: 'Workflow review',
      lines,
      href: '/free',
    };
  }

  async function automationSummary(userId: number): Promise<WorkAiPrimaryActionResult> {
    const facts = await loadDashboardFacts(ctx, userId);
    const active = facts.automations.filter((a) => a.status === 'scheduled').length;
    const runs = countOf(facts, 'automation_run');
    const lines = [
      ...settingsLines(facts.settings),
      `${n(active)} ${active === 1 ? 'automation is' : 'automations are'} scheduled; ${n(runs)} ${runs === 1 ? 'run has' : 'runs have'} delivered, saving ${formatTimeSaved(sumOf(facts, 'automation_run', 'minutesSaved'))}.`,
      'Describe a repeatable task on the Free dashboard and choose its type to automate it.',
    ];
    return {
      role: 'employee',
      action: ROLE_DASHBOARDS.employee.primaryAction,
      title: 'Automate your tasks',
      lines,
      href: '/free',
    };
  }

  return {
    async perform(userId: number, role: DashboardRole): Promise<WorkAiPrimaryActionResult> {
      switch (role) {
        case 'analyst':
          return generateReport(userId);
        case 'executive':
          return strategy(userId);
        case 'manager':
          return workflowReview(userId);
        case 'employee':
          return automationSummary(userId);
      }
    },
  };
}
