import {
  type AnalyzeResumeBody,
  type ConnectGithubBody,
  type ConnectTokenBody,
  intelligenceConnectResponseSchema,
  type LinkedinExportBody,
} from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { COMPREHENSIVE_QUERY_KEY } from './get-comprehensive';

/** The connect calls of part 2 section 7, plus the LinkedIn export upload and a refresh. */
export type ConnectCall =
  | { kind: 'gmail'; body: ConnectTokenBody }
  | { kind: 'calendar'; body: ConnectTokenBody }
  | { kind: 'github'; body: ConnectGithubBody }
  | { kind: 'linkedin'; body: ConnectTokenBody }
  | { kind: 'linkedinExport'; body: LinkedinExportBody }
  | { kind: 'resume'; body: AnalyzeResumeBody }
  | { kind: 'refresh'; source: 'gmail' | 'calendar' | 'github' | 'linkedin' };

function urlOf(call: ConnectCall): string {
  switch (call.kind) {
    case 'resume':
      return '/api/intelligence/analyze/resume';
    case 'linkedinExport':
      return '/api/intelligence/linkedin/connections';
    case 'refresh':
      return `/api/intelligence/refresh/${call.source}`;
    default:
      return `/api/intelligence/connect/${call.kind}`;
  }
}

/** A connect (or analysis) call; success refreshes the comprehensive query (part 2 section 4). */
export function useConnectSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (call: ConnectCall) =>
      await apiJson(intelligenceConnectResponseSchema, 'POST', urlOf(call), 'body' in call ? call.body : undefined),
    onSuccess: () => client.invalidateQueries({ queryKey: COMPREHENSIVE_QUERY_KEY }),
  });
}
