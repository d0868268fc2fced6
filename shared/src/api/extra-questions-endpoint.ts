// The figures of the extra questions of a module's year.
import { extraQuestionsPath, type ExtraQuestionFigures } from '../contracts';
import { httpClient } from './http-client';

/** Median hours per week and how many would recommend the module, in that academic year. */
export const extraQuestionFigures = async (moduleCode: string, year: number) =>
  (await httpClient.get<ExtraQuestionFigures>(extraQuestionsPath(moduleCode, year))).data;
