import { describe, expect, it } from 'vitest';
import { loadFeedbackSets } from './feedback-sets';

const sets = loadFeedbackSets();

describe('evaluation sets', () => {
  it('has at least 20 sets with unique ids covering every aspect', () => {
    expect(sets.length).toBeGreaterThanOrEqual(20);
    expect(new Set(sets.map((set) => set.id)).size).toBe(sets.length);
    expect(new Set(sets.map((set) => set.aspect))).toEqual(
      new Set(['material', 'assessment', 'lecturer']),
    );
  });

  it.each(sets.map((set) => [set.id, set] as const))(
    '%s has 10–80 texts and a reference',
    (_, set) => {
      expect(set.texts.length).toBeGreaterThanOrEqual(10);
      expect(set.texts.length).toBeLessThanOrEqual(80);
      expect(set.reference.split(' ').length).toBeGreaterThan(10);
    },
  );
});
