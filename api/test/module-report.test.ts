// The module report on both databases: its data for visitors, students and staff (visitors get
// no lecturer aspect), unknown modules and years, and its PDF (a file to save, whose text holds
// the module's title, the averages and the students' texts).
import {
  fillRoute,
  moduleReportFileName,
  PUBLICATION_ROUTES,
  type ModuleReport,
  type OwnFeedback,
} from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrol } from './support/enrolled-students';
import {
  createModule,
  createSignedInAccount,
  createYear,
  feedbackBody,
  makeLeader,
  type SignedInAccount,
} from './support/fixtures';
import { pdfText } from '@module-feedback/test-support/pdf-text';
import { startCourseScenario, startScenario, type CourseScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

/** Enrols `count` made-up student numbers on a module's year. */
/** Enrols the authors, then students who have not answered, `count` in all. */
async function enrolMany(
  server: TestServer,
  module: { id: number },
  year: { id: number },
  count: number,
  authors: SignedInAccount[],
) {
  const numbers = authors.map((author) => author.account.studentId!);
  for (let index = 0; numbers.length < count; index += 1) {
    numbers.push(900_000 + module.id * 100 + index);
  }
  for (const studentNumber of numbers) {
    await enrol(server.app.appContext.db, { studentNumber }, module, year);
  }
}

describe.each(targets())('module report on %s', (target) => {
  let scenario: CourseScenario;
  let earlierYear: number;
  const authors: SignedInAccount[] = [];

  beforeAll(async () => {
    scenario = await startCourseScenario(target, { title: 'Report Databases' });
    const { server, api, module, year } = scenario;
    const earlier = await createYear(server, year.year - 20, 'open');
    earlierYear = earlier.year;
    const submit = async (on: { id: number }, fields: object) => {
      const author = await createSignedInAccount(server, api, 'student');
      const reply = await api.post<OwnFeedback>(
        '/api/newfeedback/',
        feedbackBody(module, on, fields),
        { token: author.access },
      );
      expect(reply.status).toBe(201);
      if (on === year) authors.push(author);
    };
    await submit(year, { materialRating: 4, materialFeedback: 'The worked examples helped.' });
    await submit(year, {
      materialRating: 3,
      materialFeedback: 'The slides were outdated and confusing.',
    });
    await submit(earlier, { materialRating: 2, materialFeedback: 'Too short.' });
  });
  afterAll(() => scenario?.server.close());

  const reportPath = () => `/api/module-report/${scenario.module.code}/${scenario.year.year}`;

  async function reportAs(token?: string) {
    const reply = await scenario.api.get<ModuleReport>(reportPath(), { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    return reply.body;
  }

  it("gives a visitor the year's figures, summaries, texts and trend, without the lecturer", async () => {
    const report = await reportAs();
    expect(report.module).toEqual({ code: scenario.module.code, title: 'Report Databases' });
    expect(report.year).toBe(scenario.year.year);
    expect(report.responses).toBe(2);
    expect(report.aspects.map((part) => part.aspect)).toEqual(['material', 'assessment']);
    const material = report.aspects[0]!;
    expect(material.average).toBe(3.5);
    expect(material.ratings).toEqual([4, 3]);
    expect(material.ratedWithText).toBe(2);
    expect(material.texts).toEqual([
      'The worked examples helped.',
      'The slides were outdated and confusing.',
    ]);
    expect(material.summary.details.students).toBe(2);
    expect(report.trend).toEqual({
      years: [earlierYear, scenario.year.year],
      series: [
        { aspect: 'material', averages: [2, 3.5] },
        { aspect: 'assessment', averages: [3, 3] },
      ],
    });
    expect(JSON.stringify(report)).not.toContain('Engaging lectures.');
    expect(report.responseRate).toBeUndefined();
    expect(report.reply).toBeUndefined();
  });

  it('gives signed-in students and staff the lecturer aspect too', async () => {
    for (const token of [scenario.student.access, scenario.staff.access]) {
      const report = await reportAs(token);
      expect(report.aspects.map((part) => part.aspect)).toEqual([
        'material',
        'assessment',
        'lecturer',
      ]);
      expect(report.aspects[2]!.texts).toEqual(['Engaging lectures.', 'Engaging lectures.']);
      expect(report.aspects[2]!.average).toBe(5);
    }
  });

  it('answers 404 with a message for an unknown module or year', async () => {
    const unknownModule = await scenario.api.get(
      `/api/module-report/NOPE404/${scenario.year.year}`,
    );
    expect(unknownModule.status).toBe(404);
    expect(unknownModule.body.message).toBe('Module not found.');
    for (const year of ['1900', 'next']) {
      const unknownYear = await scenario.api.get(
        `/api/module-report/${scenario.module.code}/${year}`,
      );
      expect(unknownYear.status).toBe(404);
      expect(unknownYear.body.message).toBe('Academic year not found.');
    }
  });

  async function pdfAs(token?: string) {
    const response = await fetch(`${scenario.server.url}${reportPath()}/pdf`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const fileName = moduleReportFileName(scenario.module.code, scenario.year.year);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    return pdfText(bytes);
  }

  it('renders the report as a PDF to save: title, averages and texts', async () => {
    const text = await pdfAs();
    expect(text).toContain('Report Databases');
    expect(text).toContain('Material: 3.50');
    expect(text).toContain('Assessment: 3.00');
    expect(text).toContain('The worked examples helped.');
    expect(text).not.toContain('Lecturer');
    expect(text).not.toContain('Engaging lectures.');
  });

  it("puts the lecturer aspect in a signed-in student's PDF", async () => {
    const text = await pdfAs(scenario.student.access);
    expect(text).toContain('Lecturer: 5.00');
    expect(text).toContain('Engaging lectures.');
  });

  it('answers 404 with a message instead of a PDF for an unknown module', async () => {
    const reply = await scenario.api.get(`/api/module-report/NOPE404/${scenario.year.year}/pdf`);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Module not found.');
  });

  it("adds the response rate once the year has enrolment, and the module's reply", async () => {
    const { server, api, module, year, staff } = scenario;
    await enrolMany(server, module, year, 4, authors);
    const written = await api.put(
      fillRoute(PUBLICATION_ROUTES.moduleReply, { moduleCode: module.code, year: year.year }),
      { text: 'We rewrote the slides.' },
      { token: staff.access },
    );
    expect(written.status).toBe(200);
    const report = await reportAs();
    expect(report.responseRate).toEqual({ responses: 2, enrolled: 4 });
    expect(report.reply).toMatchObject({ text: 'We rewrote the slides.', authorRole: 'staff' });
    const text = await pdfAs();
    expect(text).toContain('Response rate: 2 of 4, 50%');
    expect(text).toContain('You said, we did');
    expect(text).toContain('We rewrote the slides.');
  });
});

describe.each(targets())('module report below the anonymity threshold on %s', (target) => {
  let server: TestServer;
  let scenario: Awaited<ReturnType<typeof startScenario>>;
  let path: string;
  let busyPath: string;
  let busyYear: number;
  let leader: Awaited<ReturnType<typeof createSignedInAccount>>;

  beforeAll(async () => {
    scenario = await startScenario(target, { minResponsesToPublish: 5 });
    server = scenario.server;
    const module = await createModule(server, { title: 'Quiet Module' });
    const year = await createYear(server);
    // An earlier year of the same module with enough responses to publish.
    const busy = await createYear(server, year.year - 20, 'open');
    const texts = [
      ...['Only a few of us wrote.', 'Small class, good labs.'].map((text) => ({ on: year, text })),
      ...[1, 2, 3, 4, 5].map((index) => ({ on: busy, text: `A busy year, review ${index}.` })),
    ];
    const authors: SignedInAccount[] = [];
    for (const { on, text } of texts) {
      const author = await createSignedInAccount(server, scenario.api, 'student');
      const reply = await scenario.api.post(
        '/api/newfeedback/',
        feedbackBody(module, on, { materialFeedback: text }),
        { token: author.access },
      );
      expect(reply.status).toBe(201);
      if (on === year) authors.push(author);
    }
    busyYear = busy.year;
    busyPath = `/api/module-report/${module.code}/${busy.year}`;
    await enrolMany(server, module, year, 3, authors);
    leader = await createSignedInAccount(server, scenario.api, 'student', 'leader');
    await makeLeader(server, leader, module);
    path = `/api/module-report/${module.code}/${year.year}`;
  });
  afterAll(() => server?.close());

  it('tells visitors and students only that the results are withheld', async () => {
    for (const token of [undefined, scenario.student.access]) {
      const reply = await scenario.api.get<ModuleReport>(path, { token });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        responses: 2,
        responseRate: { responses: 2, enrolled: 3 },
        aspects: [],
        trend: { years: [], series: [] },
        withheld: { responses: 2, required: 5 },
      });
      expect(JSON.stringify(reply.body)).not.toContain('good labs');
      const pdf = await scenario.api.get(`${path}/pdf`, { token });
      expect(pdf.status).toBe(403);
      expect(pdf.body.message).toBe('Not enough responses yet (2 of 5)');
    }
  });

  it('leaves a withheld year out of the trend of a published one', async () => {
    for (const token of [undefined, scenario.student.access]) {
      const reply = await scenario.api.get<ModuleReport>(busyPath, { token });
      expect(reply.body.withheld).toBeUndefined();
      expect(reply.body.trend.years).toEqual([busyYear]);
    }
    const staff = await scenario.api.get<ModuleReport>(busyPath, { token: scenario.staff.access });
    expect(staff.body.trend.years).toHaveLength(2);
  });

  it("gives staff and the module's leaders the whole report and its PDF", async () => {
    for (const token of [scenario.staff.access, leader.access]) {
      const reply = await scenario.api.get<ModuleReport>(path, { token });
      expect(reply.body.withheld).toBeUndefined();
      expect(reply.body.aspects[0]!.texts).toContain('Small class, good labs.');
      const pdf = await fetch(`${server.url}${path}/pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdf.status).toBe(200);
      expect(await pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain(
        'Small class, good labs.',
      );
    }
  });
});
