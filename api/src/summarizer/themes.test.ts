import { describe, expect, it } from 'vitest';
import { summarize } from './summarizer';

const themesOf = (texts: string[]) =>
  summarize(texts).themes.map(({ label, count }) => ({ label, count }));

describe('themes', () => {
  it('names a theme by the phrase most students used, counting every student of its noun', () => {
    const texts = ['The lab sheets helped.', 'Lab Sheets were long.', 'lab sheets!', 'Sheets ok.'];
    expect(themesOf(texts)).toEqual([{ label: 'Lab sheets', count: 4 }]);
  });

  it('keeps the head noun when students qualified it in different ways', () => {
    const texts = [
      'The boring lectures dragged on.',
      'The recorded lectures helped me.',
      'The long lectures were tiring.',
      'The lectures were fine.',
    ];
    expect(themesOf(texts)).toEqual([{ label: 'Lectures', count: 4 }]);
  });

  it('leaves out a theme that shares a word with a more raised one', () => {
    const texts = ['Moodle is a mess.', 'Moodle was confusing.', 'The Moodle page is bad.'];
    const labels = themesOf([...texts, 'Moodle page hard to use.']).map((t) => t.label);
    expect(labels).toEqual(['Moodle']);
  });

  it('ignores nouns any module feedback uses', () => {
    const texts = ['Good module.', 'Great module overall.', 'A module with a lot of stuff.'];
    expect(themesOf(texts)).toEqual([]);
  });

  it('orders themes by how many students raised them', () => {
    const texts = ['Quizzes.', 'Slides and quizzes.', 'Slides, quizzes, recordings.', 'Slides.'];
    const counts = themesOf([...texts, 'Quizzes again.']).map((t) => [t.label, t.count]);
    expect(counts).toEqual([
      ['Quizzes', 4],
      ['Slides', 3],
    ]);
  });

  it('merges inflections and spellings into one theme, and says where each was written', () => {
    const texts = [
      'The worked examples helped.',
      'More examples please.',
      'One example per topic.',
      'The excercises were long.',
      'Exercises were useful.',
      'The exercises took ages.',
      'I liked the exercises.',
      'The lab was cold.',
    ];
    const themes = summarize(texts).themes;
    expect(themes).toEqual([
      {
        label: 'Exercises',
        count: 4,
        texts: [3, 4, 5, 6],
        matches: ['excercises', 'exercises'],
      },
      {
        label: 'Examples',
        count: 3,
        texts: [0, 1, 2],
        matches: ['examples', 'example'],
      },
    ]);
  });

  it('labels a theme without the judgements students attached to it', () => {
    const texts = ['Good slides.', 'Great slides!', 'Terrible slides.', 'More slides please.'];
    expect(themesOf(texts)).toEqual([{ label: 'Slides', count: 4 }]);
  });

  it('never names a theme only one student raised, however few texts there are', () => {
    expect(themesOf(['The lab sheets were clear.', 'The exam was hard.'])).toEqual([]);
  });

  it("reads 'the brief left a lot open' as about the brief, not about a 'brief left'", () => {
    const texts = ['The brief left a lot open.', 'The brief was vague.'];
    expect(themesOf(texts)).toEqual([{ label: 'The brief', count: 2 }]);
  });

  it('keeps a hyphenated compound whole', () => {
    const texts = ['Loved the part on NP-completeness.', 'NP-completeness was hard going.'];
    expect(themesOf(texts)).toEqual([{ label: 'NP-completeness', count: 2 }]);
  });
});

describe('theme labels a person would write', () => {
  it('writes a label in sentence case, each word as most students wrote it mid-sentence', () => {
    const texts = [
      'NP-COMPLETENESS WAS A NIGHTMARE!!!',
      'Np-completeness went over my head.',
      'Loved the part on NP-completeness.',
      'The lectures on NP-completeness were clear.',
      'reductions for np-completeness took ages',
    ];
    expect(themesOf(texts)[0]).toEqual({ label: 'NP-completeness', count: 5 });
  });

  it('keeps acronyms and names as written, and lower case where only a sentence began', () => {
    const texts = [
      'The SPSS tutorials were great.',
      'SPSS tutorials saved me.',
      'Lab sheets on Moodle were clear.',
      'I printed the lab sheets from Moodle.',
    ];
    expect(themesOf(texts).map((t) => t.label)).toEqual(['Lab sheets', 'Moodle', 'SPSS tutorials']);
  });

  it("names a theme by a longer phrase students wrote rather than a bland word ('depth')", () => {
    const texts = [
      'The depth of coverage on recursion was impressive.',
      'Loved the depth of coverage.',
      'Not enough depth on graphs.',
    ];
    expect(themesOf(texts)).toEqual([{ label: 'Depth of coverage', count: 3 }]);
  });

  it('prefers a specific phrase a good share of students used to the single word', () => {
    const texts = [
      'More industry examples would help.',
      'The industry examples were the best bit.',
      'Examples were too abstract.',
      'I wanted more examples.',
      'Good examples in week 3.',
      'The examples helped.',
    ];
    expect(themesOf(texts)).toEqual([{ label: 'Industry examples', count: 6 }]);
  });

  it("never names a theme 'content': it is the material itself", () => {
    const texts = [
      'Interesting content, but the section on parsing felt rushed.',
      'Too much content was crammed into the last few weeks.',
      'Content felt up to date.',
    ];
    expect(themesOf(texts)).toEqual([]);
  });

  it("leaves out nouns that only describe: 'relevant to industry', 'in person', 'an expert'", () => {
    const texts = [
      'Content felt relevant to industry, especially the cloud labs.',
      'Very relevant to industry.',
      'Helpful in person, though emails often went unanswered.',
      'Much better in person than by email.',
      'Friendly and clearly an expert.',
      'The lecturer is clearly an expert.',
    ];
    expect(themesOf(texts)).toEqual([{ label: 'Emails', count: 2 }]);
  });

  it("writes a noun that reads as an adjective alone with its article: 'The mock'", () => {
    const texts = ['The mock was harder than the exam.', 'The mock was a good warm-up.'];
    expect(themesOf(texts)).toEqual([{ label: 'The mock', count: 2 }]);
  });

  it("never labels a theme with a fragment: 'current form', 'theory click', 'spread'", () => {
    const texts = [
      'I would not recommend it in its current form.',
      'Scrap it in its current form.',
      'The practicals made the theory click.',
      'Worked examples made the theory click for me.',
      'Two smaller assignments instead of one big one spread the workload well.',
      'Splitting the coursework in two spread the workload nicely.',
    ];
    expect(themesOf(texts)).toEqual([
      { label: 'Theory', count: 2 },
      { label: 'Workload', count: 2 },
    ]);
  });

  it("keeps a compound whole: 'register allocation', \"Grover's algorithm\", 'zero-knowledge proofs'", () => {
    const texts = [
      'The coursework on register allocation took ages.',
      'Loved the lectures on register allocation.',
      "I finally understood Grover's algorithm.",
      "Grover's algorithm was explained well.",
      'The notes on zero-knowledge proofs were great.',
      'Zero-knowledge proofs went over my head.',
      'Most topics were well covered, although amortised analysis needed more depth.',
      'The section on amortised analysis felt rushed.',
    ];
    expect(themesOf(texts).map((t) => t.label)).toEqual([
      'Amortised analysis',
      "Grover's algorithm",
      'Register allocation',
      'Zero-knowledge proofs',
    ]);
  });
});

describe('theme labels from compounds the model cuts or that carry a tone', () => {
  it('keeps nouns that name a kind whatever their tone, and words the model read as verbs', () => {
    const texts = [
      'Loved the practical sessions on support vector machines.',
      'Really enjoyed the material on support vector machines.',
      'The lecturer explained threat modelling with real enthusiasm.',
      'Lab sheets built up nicely from the basics to threat modelling.',
      'Interesting lectures on ray tracing, although the live coding went wrong.',
      'The slides on ray tracing were hard to follow.',
      'The lecturer explained buffer overflows with great examples.',
      'Exam questions on buffer overflows went well beyond the lectures.',
    ];
    expect(themesOf(texts).map((t) => t.label)).toEqual([
      'Buffer overflows',
      'Ray tracing',
      'Support vector machines',
      'Threat modelling',
    ]);
  });
});
