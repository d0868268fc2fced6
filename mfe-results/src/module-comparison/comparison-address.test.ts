import { describe, expect, it } from 'vitest';
import { MODULES } from '../test/fixtures';
import { comparisonChoiceOf } from './comparison-address';

const at = (path: string) => new URL(path, 'http://localhost');
const [learning, compilers, intelligence] = MODULES;

describe('comparisonChoiceOf', () => {
  it('finds the named modules in the address’s order, in any case, each once', () => {
    expect(
      comparisonChoiceOf(
        at('/results/compare?year=2025&modules=comp0002,COMP0001,COMP0002'),
        MODULES,
      ),
    ).toEqual({ compared: [compilers, learning], unknown: [], tooMany: false });
  });

  it('keeps apart the codes that name no module', () => {
    expect(
      comparisonChoiceOf(at('/results/compare?modules=COMP0001,NOPE1,NOPE1,MATH0003'), MODULES),
    ).toEqual({ compared: [learning, intelligence], unknown: ['NOPE1'], tooMany: false });
  });

  it('keeps the first three modules of a longer list, and says so', () => {
    const fourth = { id: 4, code: 'PHYS0004', title: 'Optics', lecturersNames: null };
    expect(
      comparisonChoiceOf(at('/results/compare?modules=PHYS0004,COMP0001,COMP0002,MATH0003'), [
        ...MODULES,
        fourth,
      ]),
    ).toEqual({ compared: [fourth, learning, compilers], unknown: [], tooMany: true });
  });

  it('names nothing without a module list', () => {
    expect(comparisonChoiceOf(at('/results/compare?year=2025'), MODULES)).toEqual({
      compared: [],
      unknown: [],
      tooMany: false,
    });
  });
});
