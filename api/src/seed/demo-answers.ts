// The demo entries' answers to the extra questions. They come from a generator of their own,
// so the ratings and texts stay those the seed has always made. Most students answer; those
// who rated the material well mostly recommend the module.
import type { Random } from './random';

export interface DemoAnswers {
  hours_per_week: number | null;
  would_recommend: number | null;
}

export function demoAnswers(random: Random, materialRating: number | null): DemoAnswers {
  const hours = random.chance(0.8) ? random.int(1, 14) : null;
  const answers = random.chance(0.75);
  const likely = materialRating === null ? 0.6 : materialRating >= 3 ? 0.85 : 0.3;
  const recommends = random.chance(likely);
  return { hours_per_week: hours, would_recommend: answers ? (recommends ? 1 : 0) : null };
}
