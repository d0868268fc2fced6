import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summarize } from './summarizer';

const API_FOLDER = join(import.meta.dirname, '..', '..');
const REPO_ROOT = join(API_FOLDER, '..');
const TEXTS = [
  'The lab sheets were clear.',
  'Lab sheets were clear and useful.',
  '',
  'The slides were out of date.',
  'The slides need updating.',
];

function run(command: string, args: string[], cwd: string) {
  return spawnSync(command, args, { cwd, input: TEXTS.join('\n'), encoding: 'utf8' });
}

const cli = (args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/summarizer/cli.ts', ...args], API_FOLDER);

describe('summarize command', () => {
  it('prints the summary of the lines on standard input', () => {
    const { stdout, status } = cli(['--sentences', '1']);
    expect(status).toBe(0);
    expect(stdout).toBe(`${summarize(TEXTS, { sentences: 1 }).summary}\n`);
  });

  it('also prints the themes when asked', () => {
    const { stdout } = cli(['--themes', '2']);
    const themes = summarize(TEXTS, { themes: 2 }).themes.map(
      (t) => `${t.label} — ${t.count} students`,
    );
    expect(stdout).toBe(`${[summarize(TEXTS).summary, ...themes].join('\n')}\n`);
  });

  it('also prints the verdict and both sides when asked for points', () => {
    const { stdout } = cli(['--points', '1']);
    const result = summarize(TEXTS, { points: 1 });
    expect(stdout).toBe(
      `${[
        result.summary,
        result.verdict,
        'What students liked:',
        `  ${result.liked[0]!.quote} — 2 students`,
        'What could be better:',
        `  ${result.couldBeBetter[0]!.quote} — 2 students`,
      ].join('\n')}\n`,
    );
  });

  it('rejects a count that is not a whole number', () => {
    const { stderr, status, stdout } = cli(['--sentences', 'two']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('usage: summarize');
  });

  it('prints only the summary when run through npm from the repository root', () => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const { stdout } = run(
      npm,
      ['run', '--silent', 'summarize', '--', '--sentences', '2'],
      REPO_ROOT,
    );
    expect(stdout).toBe(`${summarize(TEXTS, { sentences: 2 }).summary}\n`);
  });
});
