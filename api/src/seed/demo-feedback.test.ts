import { isValidRating } from '@module-feedback/shared/contracts';
import { lecturerNamesInReview } from '@module-feedback/shared/lecturer-names';
import { describe, expect, it } from 'vitest';
import { DEMO_MODULES } from './catalogue';
import { demoFeedback } from './demo-feedback';
import { seededRandom } from './random';

describe('demo feedback', () => {
  it('has at least 15 modules with unique codes', () => {
    expect(DEMO_MODULES.length).toBeGreaterThanOrEqual(15);
    expect(new Set(DEMO_MODULES.map((m) => m.code)).size).toBe(DEMO_MODULES.length);
  });

  it('produces valid ratings and reviews that never name a lecturer', () => {
    const random = seededRandom(1);
    for (const module of DEMO_MODULES) {
      for (let i = 0; i < 40; i++) {
        const { ratings, texts } = demoFeedback(random, module);
        for (const rating of Object.values(ratings)) {
          if (rating !== null) expect(isValidRating(rating)).toBe(true);
        }
        for (const text of Object.values(texts)) {
          expect(lecturerNamesInReview(text ?? '', module.lecturersNames)).toEqual([]);
        }
      }
    }
  });

  it('is the same for the same seed, and varied', () => {
    const module = DEMO_MODULES[0]!;
    const run = () => {
      const random = seededRandom(42);
      return Array.from({ length: 30 }, () => demoFeedback(random, module).texts.material);
    };
    expect(run()).toEqual(run());
    expect(new Set(run()).size).toBeGreaterThan(10);
  });
});
