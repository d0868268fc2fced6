// The demo catalogue: final-year computing modules with their lecturers, and the topics
// students mention in their feedback.

export interface DemoModule {
  code: string;
  title: string;
  lecturersNames: string;
  topics: readonly string[];
  /** Typical rating per aspect (0–5); individual ratings scatter around it. */
  quality: { material: number; assessment: number; lecturer: number };
}

export const DEMO_MODULES: readonly DemoModule[] = [
  {
    code: 'CS3001',
    title: 'Advanced Algorithms',
    lecturersNames: 'Dr Eleanor Hughes',
    topics: ['dynamic programming', 'network flows', 'NP-completeness', 'amortised analysis'],
    quality: { material: 4.2, assessment: 3.4, lecturer: 4.4 },
  },
  {
    code: 'CS3002',
    title: 'Machine Learning',
    lecturersNames: 'Prof Rajesh Patel, Dr Sofia Marquez',
    topics: ['gradient descent', 'support vector machines', 'regularisation', 'neural networks'],
    quality: { material: 4.0, assessment: 3.6, lecturer: 3.9 },
  },
  {
    code: 'CS3003',
    title: 'Computer Graphics',
    lecturersNames: 'Dr Thomas Whitfield',
    topics: ['ray tracing', 'shaders', 'the rendering pipeline', 'texture mapping'],
    quality: { material: 3.5, assessment: 3.9, lecturer: 3.2 },
  },
  {
    code: 'CS3004',
    title: 'Distributed Systems',
    lecturersNames: 'Dr Aisha Bello',
    topics: ['consensus protocols', 'Raft', 'vector clocks', 'replication'],
    quality: { material: 3.8, assessment: 2.9, lecturer: 4.1 },
  },
  {
    code: 'CS3005',
    title: 'Computer Security',
    lecturersNames: 'Prof Martin Kowalski',
    topics: ['buffer overflows', 'web vulnerabilities', 'access control', 'threat modelling'],
    quality: { material: 4.4, assessment: 4.1, lecturer: 4.5 },
  },
  {
    code: 'CS3006',
    title: 'Natural Language Processing',
    lecturersNames: 'Dr Hannah Lindqvist',
    topics: ['language models', 'tokenisation', 'word embeddings', 'sequence labelling'],
    quality: { material: 3.9, assessment: 3.3, lecturer: 3.7 },
  },
  {
    code: 'CS3007',
    title: 'Compiler Construction',
    lecturersNames: 'Dr Oliver Brennan',
    topics: ['parsing', 'type checking', 'register allocation', 'code generation'],
    quality: { material: 3.1, assessment: 2.6, lecturer: 3.4 },
  },
  {
    code: 'CS3008',
    title: 'Human-Computer Interaction',
    lecturersNames: 'Dr Priya Raman, Dr James Okafor',
    topics: ['usability testing', 'prototyping', 'accessibility', 'interview studies'],
    quality: { material: 3.7, assessment: 4.0, lecturer: 4.2 },
  },
  {
    code: 'CS3009',
    title: 'Advanced Databases',
    lecturersNames: 'Dr Chloe Fitzgerald',
    topics: ['query optimisation', 'transactions', 'indexing', 'NoSQL stores'],
    quality: { material: 4.1, assessment: 3.8, lecturer: 3.6 },
  },
  {
    code: 'CS3010',
    title: 'Software Engineering Group Project',
    lecturersNames: 'Prof David Ainsworth, Dr Mei Chen',
    topics: ['agile sprints', 'code review', 'continuous integration', 'requirements gathering'],
    quality: { material: 3.3, assessment: 2.8, lecturer: 3.9 },
  },
  {
    code: 'CS3011',
    title: 'Cloud Computing',
    lecturersNames: 'Dr Lukas Becker',
    topics: ['containers', 'serverless functions', 'autoscaling', 'infrastructure as code'],
    quality: { material: 4.3, assessment: 4.2, lecturer: 3.8 },
  },
  {
    code: 'CS3012',
    title: 'Computer Vision',
    lecturersNames: 'Dr Fatima Haddad',
    topics: ['convolutional networks', 'feature detection', 'camera calibration', 'segmentation'],
    quality: { material: 3.6, assessment: 3.5, lecturer: 4.0 },
  },
  {
    code: 'CS3013',
    title: 'Functional Programming',
    lecturersNames: 'Dr Samuel Ortiz',
    topics: ['monads', 'type classes', 'lazy evaluation', 'recursion schemes'],
    quality: { material: 3.2, assessment: 3.7, lecturer: 4.6 },
  },
  {
    code: 'CS3014',
    title: 'Robotics',
    lecturersNames: 'Prof Ingrid Sorensen',
    topics: ['kinematics', 'path planning', 'SLAM', 'sensor fusion'],
    quality: { material: 3.9, assessment: 3.1, lecturer: 3.5 },
  },
  {
    code: 'CS3015',
    title: 'Quantum Computing',
    lecturersNames: 'Dr Benjamin Carter',
    topics: ["Grover's algorithm", 'qubits and gates', 'quantum error correction', 'entanglement'],
    quality: { material: 2.9, assessment: 2.7, lecturer: 3.3 },
  },
  {
    code: 'CS3016',
    title: 'Data Visualisation',
    lecturersNames: 'Dr Laura Moretti',
    topics: [
      'colour scales',
      'interactive dashboards',
      'visual encoding',
      'storytelling with data',
    ],
    quality: { material: 4.5, assessment: 4.3, lecturer: 4.3 },
  },
  {
    code: 'CS3017',
    title: 'Applied Cryptography',
    lecturersNames: 'Dr Ahmed Siddiqui',
    topics: ['public-key encryption', 'hash functions', 'TLS', 'zero-knowledge proofs'],
    quality: { material: 4.0, assessment: 3.2, lecturer: 3.8 },
  },
];
