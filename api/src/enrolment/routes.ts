// Staff's enrolment calls: preview a CSV file, import it, and the enrolled counts. The file is
// the request body as text/csv, with a limit of its own (ENROLMENT_FILE_MAX_BYTES) above the
// API's usual one; a larger file is a 413 saying what to do.
import {
  ENROLMENT_CSV_TYPE,
  ENROLMENT_FILE_MAX_BYTES,
  ENROLMENT_MESSAGES,
  ENROLMENT_ROUTES,
  type EnrolmentCount,
} from '@module-feedback/shared/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { AuthGuards } from '../http/auth-guards';
import { badRequest, HttpError } from '../http/errors';
import { importEnrolments } from './import';
import { planEnrolmentImport } from './preview';
import { enrolmentCounts } from './queries';

/** The file's text; anything but text/csv is refused by Fastify (415) before this runs. */
function fileText(body: unknown): string {
  if (typeof body !== 'string') throw badRequest(ENROLMENT_MESSAGES.emptyFile);
  return body;
}

export async function enrolmentRoutes(app: FastifyInstance, ctx: AppContext, guards: AuthGuards) {
  // Its own scope, so the CSV body parser and the size message apply to these routes only.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ENROLMENT_CSV_TYPE,
      { parseAs: 'string', bodyLimit: ENROLMENT_FILE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // A thrown error goes on to the app's handler, which gives it the usual shape.
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, ENROLMENT_MESSAGES.fileTooLarge);
      }
      throw error;
    });

    scope.post(
      ENROLMENT_ROUTES.preview,
      { onRequest: guards.requireStaff },
      async (request) => (await planEnrolmentImport(ctx.db, fileText(request.body))).preview,
    );

    scope.post(ENROLMENT_ROUTES.import, { onRequest: guards.requireStaff }, async (request) => {
      const result = await importEnrolments(ctx.db, fileText(request.body));
      if (result.problems.length > 0) throw badRequest(ENROLMENT_MESSAGES.notImported);
      return result;
    });

    scope.get(
      ENROLMENT_ROUTES.counts,
      { onRequest: guards.requireStaff },
      async (): Promise<EnrolmentCount[]> =>
        (await enrolmentCounts(ctx.db)).map(({ moduleCode, moduleTitle, year, students }) => ({
          moduleCode,
          moduleTitle,
          year,
          students,
        })),
    );
  });
}
