import { profileSuggestionsSchema } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { RESUME_DERIVED } from '../../../lib/query-client';

/**
 * `GET /api/resumes/latest/profile-suggestions`: what the newest resume says of the profile
 * fields the user left empty. Storing a resume refreshes it.
 */
export function useProfileSuggestions() {
  return useQuery({
    queryKey: ['/api/resumes/latest/profile-suggestions'],
    queryFn: async () => await apiJson(profileSuggestionsSchema, 'GET', '/api/resumes/latest/profile-suggestions'),
    meta: RESUME_DERIVED,
  });
}
