// How one admin tab is configured. The table, the inline form and the delete and cancel
// confirmations are the same for every entity (CrudTab); only this description differs.
import type { AdminEntity, TableColumn } from '@module-feedback/shared';
import type { ReactNode } from 'react';

export interface FieldSpec {
  /** Key in the form's values; with dots it is also the server's field path ('user.username'). */
  name: string;
  label: string;
  /** `datetime`: a date and time in the browser's time zone (the value as the input holds it). */
  kind: 'text' | 'integer' | 'email' | 'password' | 'textarea' | 'datetime';
  hint?: string;
  autoComplete?: string;
}

/** A column of the tab's table; its field is what the column sorts and searches by. */
export type ColumnSpec<Row> = TableColumn<Row> & { field: string };

/** A button beside Edit and Delete for rows it applies to, e.g. "Open now" for a year. */
export interface RowAction<Row> {
  label: string;
  icon: string;
  appliesTo: (row: Row) => boolean;
  /** Asked first when set (the question, and the label of the button that goes ahead). */
  confirm?: (row: Row) => { message: string; acceptLabel: string };
  run: (row: Row) => Promise<unknown>;
  /** What to announce once it is done. */
  done: (row: Row) => string;
}

/**
 * A button beside Edit and Delete that opens a dialog of its own for the row, e.g. "Module
 * leader of…" for a user: for changes that are not the row's fields.
 */
export interface RowDialog<Row> {
  label: string;
  icon: string;
  appliesTo: (row: Row) => boolean;
  /** The dialog for the row; `close` hides it, announcing what was done when given. */
  render: (row: Row, close: (done?: string) => void) => ReactNode;
}

/** A choice above the table that narrows the rows to one value, e.g. one module. */
export interface FilterSpec<Row> {
  label: string;
  /** The row's values for it; a row may have none or several (both "Reported" and "Hidden"). */
  valuesOf: (row: Row) => string[];
}

/** What the inputs hold: text, as typed. */
export type FormValues = Record<string, string>;
/** What is sent: an empty value goes as null (the server names what is missing). */
export type SubmittedValues = Record<string, string | null>;

export interface EntityConfig<Row extends { id: number }> {
  entity: AdminEntity;
  /** The tab's title, e.g. "Academic Years". */
  title: string;
  /** "academic year", for sentences. */
  noun: string;
  /** Names one row in labels, e.g. "2025/26" for "Edit academic year 2025/26". */
  describe: (row: Row) => string;
  load: () => Promise<Row[]>;
  columns: ColumnSpec<Row>[];
  /** Choices above the table besides the search (none when absent). */
  filters?: FilterSpec<Row>[];
  fields: FieldSpec[];
  /** Absent when rows of this kind are never created here; `createDisabledReason` says why. */
  create?: (values: SubmittedValues) => Promise<unknown>;
  createDisabledReason?: string;
  /** Absent when rows of this kind are never edited; `editDisabledReason` says why. */
  update?: (id: number, values: SubmittedValues) => Promise<unknown>;
  editDisabledReason?: string;
  /** The form's values for editing a row. */
  toFormValues?: (row: Row) => FormValues;
  remove: (id: number, options: { force?: boolean }) => Promise<unknown>;
  /** Staff-only buttons beside Edit and Delete. */
  rowActions?: RowAction<Row>[];
  /** Staff-only buttons beside Edit and Delete that open a dialog. */
  rowDialogs?: RowDialog<Row>[];
  /** The server refuses to delete a row with feedback (409) unless asked to delete both. */
  forceDeletesFeedback?: boolean;
}

/** The typed API request for submitted values. Only completeness is unchecked: the server says what is missing. */
export function asRequest<T>(payload: { [K in keyof T]: T[K] | null }): T {
  return payload as T;
}

/** Form text to a whole number, or null when empty; the form only lets digits in. */
export function integerOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}
