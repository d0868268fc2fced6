import { describe, expect, it } from 'vitest';
import { tokenize } from './nlp';
import { opinionOf } from './opinions';
import { unitsOf } from './units';

function opinion(sentence: string) {
  const [unit] = unitsOf(tokenize(sentence));
  const found = opinionOf(unit!.tokens);
  const words = (tokens: typeof found.liked) =>
    tokens.length === 0 ? '' : sentence.slice(tokens[0]!.start, tokens.at(-1)!.end);
  return { stance: found.stance, liked: words(found.liked), critical: words(found.critical) };
}

const stanceOf = (sentence: string) => opinion(sentence).stance;

describe('opinionOf', () => {
  it.each([
    ['The seminars were brilliant.', 'positive'],
    ['The seminars were pointless.', 'critical'],
    ['Seminars ran on Thursdays.', 'neutral'],
  ])('reads plain praise, complaint and fact: %s', (sentence, stance) => {
    expect(stanceOf(sentence)).toBe(stance);
  });

  it('reads a negative word that names what is taught as no complaint', () => {
    expect(stanceOf('Lab sheets built up nicely from the basics to web vulnerabilities.')).toBe(
      'positive',
    );
    expect(stanceOf('Great at linking attacks to real-world problems.')).toBe('positive');
    expect(stanceOf('Relevant to industry, especially threat modelling.')).toBe('positive');
    expect(stanceOf('There were problems with the lab machines.')).toBe('critical');
    expect(stanceOf('The notes had lots of errors.')).toBe('critical');
  });

  it('flips words under negation', () => {
    expect(stanceOf('The seminars were not useful.')).toBe('critical');
    expect(stanceOf('The seminars were not bad.')).toBe('positive');
    expect(stanceOf('The tutor never seemed rushed.')).toBe('positive');
  });

  it("reads 'too …' as a complaint whatever the adjective, and 'too' meaning 'also' as nothing", () => {
    expect(stanceOf('The quizzes were too easy.')).toBe('critical');
    expect(stanceOf('Far too many deadlines in week ten.')).toBe('critical');
    expect(stanceOf('The quizzes were easy too.')).toBe('positive');
    expect(stanceOf('The quizzes were not too long.')).toBe('positive');
  });

  it('reads wishes and suggestions as could-be-better, even when they use kind words', () => {
    for (const sentence of [
      'The seminar notes should be clearer.',
      'It would be nice to get the answers.',
      'The seminars could be more practical.',
      'I wish the seminars were recorded.',
      'The handbook needs updating.',
      'More seminars please.',
    ]) {
      expect(stanceOf(sentence), sentence).toBe('critical');
    }
  });

  it("reads 'hard to …' as a complaint but 'hard' alone as no complaint", () => {
    expect(stanceOf('The derivations were hard to follow.')).toBe('critical');
    expect(stanceOf('Tough but fair.')).toBe('positive');
  });

  it('reads an unmet expectation as a complaint', () => {
    expect(stanceOf('We never received the marks for the quiz.')).toBe('critical');
  });

  it('splits a mixed sentence and gives each side its own part', () => {
    expect(opinion('Lovely examples, but the seminar room was awful.')).toEqual({
      stance: 'mixed',
      liked: 'Lovely examples',
      critical: 'the seminar room was awful.',
    });
    expect(opinion('Engaging seminars, though far too short.')).toMatchObject({
      stance: 'mixed',
      liked: 'Engaging seminars',
      critical: 'far too short.',
    });
  });

  it('reads emoji', () => {
    expect(stanceOf('Seminars 👍')).toBe('positive');
    expect(stanceOf('Seminars 👎')).toBe('critical');
  });
});
