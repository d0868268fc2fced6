// The enrolment calls (staff only): preview a CSV file, import it, and the enrolled counts.
import {
  ENROLMENT_CSV_TYPE,
  ENROLMENT_ROUTES,
  type EnrolmentCount,
  type EnrolmentImportResult,
  type EnrolmentPreview,
} from '../contracts';
import { httpClient } from './http-client';

/** The file's text as the body, so the server reads the rows as the file has them. */
const sendFile = <T>(route: string, csv: string) =>
  httpClient.post<T>(route, csv, { headers: { 'Content-Type': ENROLMENT_CSV_TYPE } });

export const enrolmentApi = {
  preview: async (csv: string) =>
    (await sendFile<EnrolmentPreview>(ENROLMENT_ROUTES.preview, csv)).data,
  import: async (csv: string) =>
    (await sendFile<EnrolmentImportResult>(ENROLMENT_ROUTES.import, csv)).data,
  counts: async () => (await httpClient.get<EnrolmentCount[]>(ENROLMENT_ROUTES.counts)).data,
};
