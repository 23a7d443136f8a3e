import { planOpportunitySearch } from '@careerloom/career-engine';
import {
  FIND_OPPORTUNITIES_DEFAULTS,
  type FindOpportunitiesResponse,
  type findOpportunitiesBodySchema,
} from '@careerloom/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { activityService } from '../activity/activity.service';
import { resumesService } from '../resumes/resumes.service';

type FindOpportunitiesInput = z.output<typeof findOpportunitiesBodySchema>;

export function findOpportunitiesService(ctx: AppContext) {
  const resumes = resumesService(ctx);
  const activity = activityService(ctx);
  const extractSkills = (text: string) =>
    ctx
      .skills()
      .extract(text)
      .map((s) => s.name);

  return {
    /**
     * A job search plan for the search tab's fields, grounded in the latest resume. A field left
     * blank falls back to the tab's default; blank keywords use the resume's most recent title first.
     */
    async find(userId: number, body: FindOpportunitiesInput): Promise<FindOpportunitiesResponse> {
      const latest = await resumes.latestOrNull(userId);
      const recent = latest?.profile.experience.find((e) => e.title || e.company);
      const keywords = body.keywords || recent?.title || FIND_OPPORTUNITIES_DEFAULTS.keywords;
      const location = body.location || FIND_OPPORTUNITIES_DEFAULTS.location;
      const experience = body.experience || FIND_OPPORTUNITIES_DEFAULTS.experience;
      const plan = planOpportunitySearch({
        keywords,
        location,
        experience,
        extractSkills,
        resume: latest
          ? {
              skills: [...new Set([...latest.skills, ...latest.profile.skills])],
              recentTitle: recent?.title,
              recentCompany: recent?.company,
              yearsOfExperience: latest.profile.yearsOfExperience,
            }
          : undefined,
      });
      await activity.record(userId, 'opportunity_search', `Job search plan for “${keywords}” (${location})`, {
        boards: plan.recommended_boards.length,
      });
      return plan;
    },
  };
}
