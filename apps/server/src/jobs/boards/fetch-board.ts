import type { AppConfig } from '../../config/config';
import type { BoardRef } from '../../config/job-boards';
import { fetchGreenhouseBoard } from '../greenhouse/greenhouse-board';
import type { PostingInput } from '../postings/posting-input';
import { fetchAshbyBoard } from './ashby';
import type { BoardHttpOptions } from './board-http';
import { fetchLeverSite } from './lever';
import { fetchRemoteOk } from './remoteok';
import { fetchRemotive } from './remotive';

/**
 * Every posting one board lists now, from the API base configuration names for its source.
 * Throws `BoardHttpError` when the board cannot be read and `BoardShapeError` when it answers
 * with something that is not its documented shape.
 */
export function fetchBoardPostings(
  apiBase: AppConfig['jobs']['apiBase'],
  ref: BoardRef,
  http: BoardHttpOptions = {},
): Promise<PostingInput[]> {
  switch (ref.source) {
    case 'greenhouse':
      return fetchGreenhouseBoard(apiBase.greenhouse, ref.board, http);
    case 'lever':
      return fetchLeverSite(apiBase.lever, ref.board, http);
    case 'ashby':
      return fetchAshbyBoard(apiBase.ashby, ref.board, http);
    case 'remotive':
      return fetchRemotive(apiBase.remotive, http);
    case 'remoteok':
      return fetchRemoteOk(apiBase.remoteok, http);
  }
}
