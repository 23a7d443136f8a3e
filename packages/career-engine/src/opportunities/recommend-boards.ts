import type { CandidateLevel, RoleFamily } from '../interview/types';
import { JOB_BOARDS, type JobBoard } from './job-boards';
import { REGION_LABELS, SECTOR_LABELS, type SearchLocation, type Sector } from './search-context';

export interface BoardSearch {
  family: RoleFamily;
  familyLabel: string;
  location: SearchLocation;
  levels: readonly CandidateLevel[];
  student: boolean;
  sectors: readonly Sector[];
}

export interface RecommendedBoard {
  name: string;
  url: string;
  why: string;
}

const MAX_BOARDS = 8;
/** Remote-only boards overlap heavily; three cover them. */
const MAX_REMOTE_BOARDS = 3;

/** Whether every constraint the board sets holds for this search. */
function fits(board: JobBoard, search: BoardSearch): boolean {
  if (board.remoteOnly && !search.location.remote) return false;
  if (board.families && !board.families.includes(search.family)) return false;
  if (board.levels && !board.levels.some((l) => search.levels.includes(l))) return false;
  if (board.sectors && !board.sectors.some((s) => search.sectors.includes(s))) return false;
  if (board.regions) {
    const region = search.location.region;
    if (region === null) return board.regionsOptional === true;
    if (!board.regions.includes(region)) return false;
  }
  return true;
}

/** Specialised boards rank above general ones for the searches they specialise in. */
function score(board: JobBoard, search: BoardSearch): number {
  let total = board.weight;
  if (board.sectors) total += 5;
  if (board.families && board.families.length <= 2) total += 4;
  if (board.remoteOnly) total += 3;
  if (board.levels) total += search.student ? 4 : 2;
  if (board.regions && search.location.region !== null && !board.regionsOptional) total += 3;
  return total;
}

/** Why this board suits this particular search, after what the board is. */
function fitReason(board: JobBoard, search: BoardSearch): string {
  const { location } = search;
  const sector = board.sectors?.find((s) => search.sectors.includes(s));
  if (sector) return `It fits your ${SECTOR_LABELS[sector]} search.`;
  if (board.families && board.families.length <= 2) return `It specialises in ${search.familyLabel} roles.`;
  if (board.remoteOnly) {
    return `Every listing is remote; check each one’s country and time-zone limits${
      location.region ? ` against ${REGION_LABELS[location.region]}` : ''
    }.`;
  }
  if (board.levels) return 'It is built for students and early-career candidates like your search.';
  if (board.regions && location.region && !board.regionsOptional) {
    return `It is one of the main boards in ${REGION_LABELS[location.region]}.`;
  }
  if (board.families) return `It lists many ${search.familyLabel} roles.`;
  if (location.remote) return 'Filter by “Remote” and save the search to get new postings by email.';
  if (location.place) return `Set the location to ${location.place} and save the search to get new postings by email.`;
  return 'Save the search to get new postings by email.';
}

/**
 * Chooses up to eight boards for a search: general boards everyone should use, then boards that
 * specialise in the person's role family, employer sector, level, region and remote work, best fit
 * first. Each comes with what it is and why it suits this search. Deterministic.
 */
export function recommendBoards(search: BoardSearch): RecommendedBoard[] {
  const ranked = JOB_BOARDS.map((board, index) => ({ board, index }))
    .filter(({ board }) => fits(board, search))
    .map(({ board, index }) => ({ board, index, score: score(board, search) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: JobBoard[] = [];
  let remote = 0;
  for (const { board } of ranked) {
    if (chosen.length >= MAX_BOARDS) break;
    if (board.remoteOnly && remote >= MAX_REMOTE_BOARDS) continue;
    if (board.remoteOnly) remote += 1;
    chosen.push(board);
  }
  return chosen.map((board) => ({
    name: board.name,
    url: (search.location.region && board.urlByRegion?.[search.location.region]) || board.url,
    why: `${board.about} ${fitReason(board, search)}`,
  }));
}
