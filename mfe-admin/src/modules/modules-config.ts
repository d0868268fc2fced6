import { type Module, type ModuleInput, moduleApi } from '@module-feedback/shared';
import { asRequest, type EntityConfig, type SubmittedValues } from '../crud/entity-config';

const toInput = (values: SubmittedValues) =>
  asRequest<ModuleInput>({
    code: values.code ?? null,
    title: values.title ?? null,
    lecturersNames: values.lecturersNames ?? null,
  });

export const modulesConfig: EntityConfig<Module> = {
  entity: 'module',
  title: 'Modules',
  noun: 'module',
  describe: (row) => row.code,
  load: () => moduleApi.list(),
  columns: [
    { field: 'code', header: 'Code' },
    { field: 'title', header: 'Title' },
    { field: 'lecturersNames', header: 'Lecturers' },
  ],
  fields: [
    { name: 'code', label: 'Code', kind: 'text', hint: 'Letters, digits, - and _, e.g. CS3001.' },
    { name: 'title', label: 'Title', kind: 'text' },
    {
      name: 'lecturersNames',
      label: 'Lecturers',
      kind: 'textarea',
      hint: 'Names separated by a comma and a space, e.g. "Dr Ada Lovelace, Alan Turing".',
    },
  ],
  create: (values) => moduleApi.create(toInput(values)),
  update: (id, values) => moduleApi.edit(id, toInput(values)),
  toFormValues: (row) => ({
    code: row.code,
    title: row.title,
    lecturersNames: row.lecturersNames ?? '',
  }),
  remove: (id, options) => moduleApi.delete(id, options),
  forceDeletesFeedback: true,
};
