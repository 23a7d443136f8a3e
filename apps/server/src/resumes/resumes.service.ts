import type { SkillExtractor } from '@careerloom/career-engine';
import {
  extractResumeText,
  parseResume,
  ResumeFormatError,
  type ResumeFormatErrorCode,
  type ResumeInput,
} from '@careerloom/career-engine';
import type { ErrorCode, Resume } from '@careerloom/contract';
import { activityService } from '../activity/activity.service';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { isUniqueViolation } from '../users/users.repository';
import { type ResumeRow, resumesRepository } from './resumes.repository';

/** Each way a file can be refused, as one of our stable error codes (and so its HTTP status). */
const ERROR_FOR: Record<ResumeFormatErrorCode, ErrorCode> = {
  UNSUPPORTED_FORMAT: 'UNSUPPORTED_MEDIA_TYPE',
  FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_PAGES: 'PAYLOAD_TOO_LARGE',
  INVALID_FILE: 'BAD_REQUEST',
  NO_TEXT_FOUND: 'NO_TEXT_FOUND',
  PARSE_TIMEOUT: 'UNPROCESSABLE',
};

export type ExtractedResume = { text: string; format: Resume['format'] };

/** Reads an uploaded file's text, turning the extractor's refusals into clear 4xx errors. */
export async function readResumeFile(input: ResumeInput): Promise<ExtractedResume> {
  try {
    const { text, format } = await extractResumeText(input);
    return { text, format };
  } catch (error) {
    if (error instanceof ResumeFormatError) throw new AppError(ERROR_FOR[error.code], error.message);
    throw error;
  }
}

const formatOf = (format: string): Resume['format'] => (format === 'pdf' || format === 'docx' ? format : 'text');

function toResume(row: ResumeRow, skills: SkillExtractor): Resume {
  return {
    id: row.id,
    version: row.version,
    filename: row.filename,
    format: formatOf(row.format),
    createdAt: row.createdAt.toISOString(),
    profile: row.profile,
    // Derived on read (well under a millisecond), so a richer taxonomy improves old resumes too.
    // Resume mode: what an employer or a product does is not the person's skill ("services include ...").
    skills: skills.extract(row.text, { resume: true }).map((s) => s.name),
    text: row.text,
  };
}

/**
 * A user's resumes: each upload or paste is parsed into a structured profile and kept as a new
 * version; the newest one feeds the career features.
 */
export function resumesService(ctx: AppContext) {
  const repo = resumesRepository(ctx.db);
  const activity = activityService(ctx);
  async function latestOrNull(userId: number): Promise<Resume | null> {
    const row = await repo.latest(userId);
    return row ? toResume(row, ctx.skills()) : null;
  }
  return {
    async create(
      userId: number,
      input: {
        text: string;
        filename?: string | undefined;
        format: Resume['format'];
        bytes?: number;
        /** The uploaded file itself, kept so the extension can attach it to an application form. */
        file?: { data: Buffer; contentType: string };
      },
    ) {
      const profile = parseResume(input.text, { now: ctx.clock() });
      const row = {
        userId,
        filename: input.filename ?? null,
        format: input.format,
        text: input.text,
        file: input.file?.data ?? null,
        contentType: input.file?.contentType ?? null,
        profile,
        createdAt: ctx.clock(),
      };
      let stored: ResumeRow;
      try {
        stored = await repo.insertNextVersion(row);
      } catch (error) {
        // Two uploads at the same instant can pick the same version; the second simply retries.
        if (!isUniqueViolation(error)) throw error;
        stored = await repo.insertNextVersion(row);
      }
      const how = input.format === 'text' ? 'pasted' : `uploaded as ${input.format.toUpperCase()}`;
      await activity.record(userId, 'resume_uploaded', `Resume version ${stored.version} ${how}`, {
        bytes: input.bytes ?? Buffer.byteLength(input.text),
      });
      return toResume(stored, ctx.skills());
    },
    /** The newest version's uploaded file (PDF, DOCX or text), or null when it was pasted. */
    latestFile: (userId: number) => repo.latestFile(userId),
    async list(userId: number) {
      const rows = await repo.list(userId);
      return rows.map((r) => ({
        ...r,
        format: formatOf(r.format),
        createdAt: r.createdAt.toISOString(),
      }));
    },
    /** The newest resume with its parsed profile and canonical skills, or null when there is none. */
    latestOrNull,
    async latest(userId: number): Promise<Resume> {
      const resume = await latestOrNull(userId);
      if (!resume) throw new AppError('NOT_FOUND', 'No resume yet: upload a PDF or DOCX, or paste your resume text.');
      return resume;
    },
    async byId(userId: number, id: number): Promise<Resume> {
      // Another user's resume answers exactly like a missing one (no existence leak).
      const row = await repo.byIdForUser(id, userId);
      if (!row) throw new AppError('NOT_FOUND', 'Resume not found');
      return toResume(row, ctx.skills());
    },
  };
}
