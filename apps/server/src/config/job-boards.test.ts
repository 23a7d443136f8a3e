import { describe, expect, it } from 'vitest';
import {
  BoardListError,
  DEFAULT_JOB_BOARDS,
  jobSyncConfigProblems,
  parseJobBoards,
  parseSyncInterval,
} from './job-boards';

describe('parseJobBoards', () => {
  it('reads every source, drops duplicates and keeps board names as written', () => {
    expect(
      parseJobBoards(['greenhouse:acme', 'lever:globex', 'ashby:Initech', 'remotive', 'remoteok', 'lever:globex']),
    ).toEqual([
      { source: 'greenhouse', board: 'acme' },
      { source: 'lever', board: 'globex' },
      { source: 'ashby', board: 'Initech' },
      { source: 'remotive', board: '' },
      { source: 'remoteok', board: '' },
    ]);
  });

  it('falls back to the default list when empty, and to nothing for none', () => {
    expect(parseJobBoards([])).toHaveLength(DEFAULT_JOB_BOARDS.length);
    expect(parseJobBoards(['none'])).toEqual([]);
    expect(parseJobBoards(['OFF'])).toEqual([]);
  });

  it('lists every invalid entry in one error', () => {
    let error: unknown;
    try {
      parseJobBoards(['greenhouse:', 'workday:acme', 'remotive:x', 'lever:a/b', 'ashby:ok', 'none']);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BoardListError);
    expect((error as BoardListError).invalid.map((i) => i.entry)).toEqual([
      'greenhouse:',
      'workday:acme',
      'remotive:x',
      'lever:a/b',
      'none',
    ]);
    expect((error as Error).message).toMatch(
      /^JOB_BOARDS has invalid entries: "greenhouse:" \(greenhouse needs a board name/,
    );
  });
});

describe('parseSyncInterval', () => {
  it('reads durations and off', () => {
    expect(parseSyncInterval('1h')).toBe(3_600_000);
    expect(parseSyncInterval('30m')).toBe(1_800_000);
    expect(parseSyncInterval('1d')).toBe(86_400_000);
    expect(parseSyncInterval('120000')).toBe(120_000);
    expect(parseSyncInterval('off')).toBeNull();
  });

  it('refuses nonsense and anything under a minute', () => {
    expect(() => parseSyncInterval('hourly')).toThrow(/not a duration/);
    expect(() => parseSyncInterval('10s')).toThrow(/one-minute minimum/);
  });
});

describe('jobSyncConfigProblems', () => {
  it('lists the problems of both settings for configuration validation', () => {
    expect(jobSyncConfigProblems({ boards: [], syncInterval: '1h' })).toEqual([]);
    const problems = jobSyncConfigProblems({ boards: ['bamboohr:acme'], syncInterval: 'sometimes' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/"bamboohr:acme" \(unknown source\)/);
    expect(problems[1]).toMatch(/JOB_SYNC_INTERVAL "sometimes"/);
  });
});
