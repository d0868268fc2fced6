// Per-module figures of a year, as the database computes them on both dialects: every module,
// responses counted per year, averages over the entries that rated the aspect.
import type { AcademicYear, Module } from '@module-feedback/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleFiguresOfYear } from '../src/reporting/year-figures';
import { createModule, createSignedInAccount, createYear, feedbackBody } from './support/fixtures';
import type { Client } from './support/http';
import { startScenario } from './support/scenario';
import { targets, type TestServer } from './support/server';

describe.each(targets())('module figures of a year on %s', (target) => {
  let server: TestServer;
  let api: Client;
  let rated: Module;
  let silent: Module;
  let year: AcademicYear;
  let otherYear: AcademicYear;

  async function submit(year: AcademicYear, fields: object) {
    const author = await createSignedInAccount(server, api, 'student');
    const reply = await api.post('/api/newfeedback/', feedbackBody(rated, year, fields), {
      token: author.access,
    });
    expect(reply.status).toBe(201);
  }

  beforeAll(async () => {
    ({ server, api } = await startScenario(target));
    rated = await createModule(server);
    silent = await createModule(server);
    year = await createYear(server);
    otherYear = await createYear(server);
    await submit(year, { materialRating: 4, assessmentRating: 2.5, lecturerRating: null });
    await submit(year, { materialRating: 3.25, assessmentRating: 3, lecturerRating: 5 });
    await submit(otherYear, { materialRating: 0, assessmentRating: 0, lecturerRating: 0 });
  });
  afterAll(() => server?.close());

  const figuresOf = async (module: Module, of: AcademicYear) =>
    (await moduleFiguresOfYear(server.app.appContext.db, of.id)).find(
      (figures) => figures.moduleId === module.id,
    );

  it('counts the responses of the year and averages each aspect over those that rated it', async () => {
    expect(await figuresOf(rated, year)).toEqual({
      moduleId: rated.id,
      code: rated.code,
      title: rated.title,
      responses: 2,
      averages: { material: 3.625, assessment: 2.75, lecturer: 5 },
    });
    expect((await figuresOf(rated, otherYear))?.averages).toEqual({
      material: 0,
      assessment: 0,
      lecturer: 0,
    });
  });

  it('lists a module without responses, with no averages', async () => {
    expect(await figuresOf(silent, year)).toMatchObject({
      responses: 0,
      averages: { material: null, assessment: null, lecturer: null },
    });
  });

  it('orders the modules by code', async () => {
    const codes = (await moduleFiguresOfYear(server.app.appContext.db, year.id)).map(
      (figures) => figures.code,
    );
    expect(codes).toEqual([...codes].sort());
  });
});
