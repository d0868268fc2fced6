// Sentences students write, by aspect and tone. {topic} is replaced with one of the
// module's topics. Lecturer sentences never name anyone (the product forbids it).
import type { Aspect } from '@module-feedback/shared/contracts';

export type Tone = 'positive' | 'mixed' | 'negative';

export const PHRASES: Record<Aspect, Record<Tone, readonly string[]>> = {
  material: {
    positive: [
      'The lecture notes on {topic} were clear and well structured.',
      'Really enjoyed the material on {topic}; the worked examples helped a lot.',
      'The recommended reading on {topic} was excellent and easy to find in the library.',
      'Lab sheets built up nicely from the basics to {topic}.',
      'Content felt up to date and relevant to industry, especially {topic}.',
      'The recorded lectures were brilliant for revision.',
      'Slides were detailed enough to study from without extra textbooks.',
      'The weekly exercises were well chosen and the model answers were very helpful.',
      'Loved the practical sessions on {topic}, they made the theory click.',
    ],
    mixed: [
      'Interesting content, but the section on {topic} felt rushed.',
      'Good slides overall, though some weeks had far more material than others.',
      'The material on {topic} was useful but could use more examples.',
      'Notes were fine, but a few lab exercises had errors that were only fixed later.',
      'Most topics were well covered, although {topic} needed more depth.',
      'The reading list was long; it would help to know which chapters really matter.',
      'Solid material, but it assumed background knowledge that not everyone had.',
    ],
    negative: [
      'The slides on {topic} were hard to follow and missed key steps.',
      'Too much content was crammed into the last few weeks.',
      'The reading list was outdated and the notes did not match the lectures.',
      'Lab instructions were unclear, so we spent most sessions guessing what was expected.',
      'Very little material on {topic} even though it was a big part of the module.',
      'Several lecture recordings were missing or had no sound.',
    ],
  },
  assessment: {
    positive: [
      'The coursework on {topic} was challenging but fair.',
      'Assessment criteria were clear and feedback came back within two weeks.',
      'The exam matched what was taught, with no surprises.',
      'Marking was consistent and the written feedback was genuinely useful.',
      'Liked that the project let us explore {topic} in our own way.',
      'The practice papers were a great way to prepare for the exam.',
      'Having two smaller assignments instead of one big one spread the workload well.',
    ],
    mixed: [
      'Coursework was fair, but the deadline clashed with two other modules.',
      'The exam was reasonable, although the weighting towards {topic} was heavier than expected.',
      'Feedback on the coursework was helpful but arrived quite late.',
      'The group project was interesting, but contributions were hard to balance.',
      'The assignment on {topic} was good practice, though the brief left a lot open.',
      'Marks were fair overall, but the rubric could be more specific.',
    ],
    negative: [
      'The marking scheme was vague and feedback took over a month.',
      'Exam questions on {topic} went well beyond what was covered in lectures.',
      'The coursework specification changed twice after release, which was stressful.',
      'Far too much weight on a single final exam.',
      'No past papers or sample answers, so it was hard to know what was expected.',
      'The coursework on {topic} took much longer than the credits suggest.',
    ],
  },
  lecturer: {
    positive: [
      'The lecturer explained {topic} with real enthusiasm and great examples.',
      'Very approachable in office hours and quick to answer questions on the forum.',
      'Lectures were engaging and well paced.',
      'Clearly passionate about the subject, which made every session enjoyable.',
      'Always made time for questions and checked that everyone was following.',
      'Great at linking {topic} to real-world problems.',
    ],
    mixed: [
      'Knowledgeable lecturer, but the pace was sometimes too fast.',
      'Helpful in person, though emails often went unanswered for a while.',
      'Good explanations, but lectures often overran.',
      'Interesting lectures on {topic}, although the live coding went wrong a few times.',
      'Friendly and clearly an expert, but the lectures could be more interactive.',
    ],
    negative: [
      'Lectures mostly consisted of reading from the slides.',
      'Hard to reach outside lectures, and questions were often brushed off.',
      'The pace made it very difficult to follow the derivations on {topic}.',
      'Sessions felt disorganised and often started late.',
    ],
  },
};

export const CLOSINGS: Record<Tone, readonly string[]> = {
  positive: [
    'Overall one of the best modules this year.',
    'Would definitely recommend it.',
    'Hard work, but worth it.',
  ],
  mixed: [
    'Overall a decent module with room to improve.',
    'Worth taking if the topic interests you.',
    'Not bad, but not my favourite either.',
  ],
  negative: [
    'I would not recommend it in its current form.',
    'Really needs a rethink for next year.',
    'Disappointing given how interesting the subject is.',
  ],
};
