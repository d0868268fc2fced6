// Generates believable feedback: ratings scatter around each module's typical quality,
// and the tone of each text follows its rating.
import { ASPECTS, normaliseRating, type Aspect } from '@module-feedback/shared/contracts';
import type { DemoModule } from './catalogue';
import { CLOSINGS, PHRASES, type Tone } from './phrases';
import type { Random } from './random';

export interface DemoFeedback {
  ratings: Record<Aspect, number | null>;
  texts: Record<Aspect, string | null>;
}

function toneOf(rating: number): Tone {
  if (rating >= 3.75) return 'positive';
  if (rating >= 2.5) return 'mixed';
  return 'negative';
}

function sentence(random: Random, template: string, module: DemoModule): string {
  return template.replace('{topic}', random.pick(module.topics));
}

function review(random: Random, aspect: Aspect, tone: Tone, module: DemoModule): string {
  const bank = PHRASES[aspect][tone];
  const first = random.pick(bank);
  const parts = [sentence(random, first, module)];
  if (random.chance(0.45)) {
    const second = random.pick(bank.filter((candidate) => candidate !== first));
    parts.push(sentence(random, second, module));
  }
  if (aspect === 'material' && random.chance(0.25)) parts.push(random.pick(CLOSINGS[tone]));
  return parts.join(' ');
}

export function demoFeedback(random: Random, module: DemoModule): DemoFeedback {
  const ratings = {} as Record<Aspect, number | null>;
  const texts = {} as Record<Aspect, string | null>;
  for (const aspect of ASPECTS) {
    // Sum of two uniforms: a soft bell around the module's typical rating.
    const spread = (random.next() + random.next() - 1) * 2.2;
    const rating = normaliseRating(module.quality[aspect] + spread);
    ratings[aspect] = random.chance(0.06) ? null : rating;
    texts[aspect] = random.chance(0.15) ? null : review(random, aspect, toneOf(rating), module);
  }
  return { ratings, texts };
}
