// `npm run --silent summarize -- [--sentences N] [--themes N] [--points N] < texts.txt`: one
// feedback text per line in, the summary out; with --themes the themes, one per line; with
// --points the verdict and what students liked and what could be better.
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { summarize, type SummaryOptions } from './summarizer';

const USAGE =
  'usage: summarize [--sentences N] [--themes N] [--points N] < texts.txt (one text per line)';

function count(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} needs a whole number, got '${value}'`);
  return Number(value);
}

function options(args: string[]): SummaryOptions {
  const { values } = parseArgs({
    args,
    options: {
      sentences: { type: 'string' },
      themes: { type: 'string' },
      points: { type: 'string' },
    },
  });
  return {
    sentences: count(values.sentences, 'sentences'),
    themes: count(values.themes, 'themes'),
    points: count(values.points, 'points'),
  };
}

function studentsLabel(count: number): string {
  return count === 1 ? '1 student' : `${count} students`;
}

async function main(): Promise<void> {
  let chosen: SummaryOptions;
  try {
    chosen = options(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const lines = (await text(process.stdin)).split(/\r?\n/);
  const { summary, themes, verdict, liked, couldBeBetter } = summarize(lines, chosen);
  const output = [summary];
  if (chosen.themes !== undefined) {
    output.push(...themes.map((theme) => `${theme.label} — ${studentsLabel(theme.count)}`));
  }
  if (chosen.points !== undefined) {
    const listed = (heading: string, points: typeof liked) => [
      heading,
      ...points.map((point) => `  ${point.quote} — ${studentsLabel(point.count)}`),
    ];
    output.push(
      verdict,
      ...listed('What students liked:', liked),
      ...listed('What could be better:', couldBeBetter),
    );
  }
  const printed = output.filter((line) => line.length > 0);
  if (printed.length > 0) process.stdout.write(`${printed.join('\n')}\n`);
}

await main();
