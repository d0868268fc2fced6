// What the address of the results section names: a module (`/results/CS3001`), an academic
// year (`?year=2026`) and how each aspect's reviews are listed. Any may be missing; the screen
// then behaves as without.
import type { Aspect, TableSort } from '@module-feedback/shared';
import {
  DEFAULT_REVIEW_SORT,
  isRatingBand,
  isReviewSort,
  type RatingBand,
  type ReviewSort,
} from '../results-card/review-order';

export interface ResultsAddress {
  /** The module code as written in the address, or null for none. */
  code: string | null;
  year: number | undefined;
}

/**
 * A module's code is the path segment after the section's own (`/results/CS3001`); the shell
 * routes `/Results/…` here too. A page elsewhere, such as this remote's standalone page under
 * `/remotes/mfe-results/<version>/`, names no module.
 */
const MODULE_SEGMENT = /^\/results\/([^/]+)/i;

export function resultsAddressOf(location: URL): ResultsAddress {
  const segment = MODULE_SEGMENT.exec(location.pathname)?.[1];
  let code: string | null = null;
  if (segment) {
    try {
      code = decodeURIComponent(segment);
    } catch {
      // A malformed escape names no module.
      code = segment;
    }
  }
  return { code, year: yearInAddress(location) };
}

/** The academic year an address names (`?year=2026`); undefined when missing or unreadable. */
export function yearInAddress(location: URL): number | undefined {
  const year = location.searchParams.get('year');
  return year !== null && /^\d{4}$/.test(year) ? Number(year) : undefined;
}

/**
 * The overview of every module of an academic year (`/results?year=2026`), sorted by a
 * column when one is given (`&sort=averages.material&order=desc`).
 */
export function overviewPath(year: number, sort: TableSort | null = null): string {
  const order = sort?.order === -1 ? 'desc' : 'asc';
  return sort
    ? `/results?year=${year}&sort=${encodeURIComponent(sort.field)}&order=${order}`
    : `/results?year=${year}`;
}

/** The overview's sort as the address names it; none for a missing or unreadable one. */
export function overviewSortOf(location: URL): TableSort | null {
  const field = location.searchParams.get('sort');
  if (!field || !/^[\w.]+$/.test(field)) return null;
  return { field, order: location.searchParams.get('order') === 'desc' ? -1 : 1 };
}

/**
 * How a reader set up one aspect's list of reviews: its order, a rating band, and the summary's
 * theme or point it is narrowed to (the filter's key). Each aspect has its own, in the address
 * as `material-sort=helpful&material-rating=good&material-about=theme%3Alab%20sheets`.
 */
export interface ReviewsView {
  sort: ReviewSort;
  band: RatingBand | null;
  about: string | null;
}

const reviewsParams = (aspect: Aspect) => ({
  sort: `${aspect}-sort`,
  band: `${aspect}-rating`,
  about: `${aspect}-about`,
});

/** An aspect's list as the address sets it up; what is missing or unreadable keeps its default. */
export function reviewsViewOf(location: URL, aspect: Aspect): ReviewsView {
  const names = reviewsParams(aspect);
  const sort = location.searchParams.get(names.sort);
  const band = location.searchParams.get(names.band);
  return {
    sort: isReviewSort(sort) ? sort : DEFAULT_REVIEW_SORT,
    band: isRatingBand(band) ? band : null,
    about: location.searchParams.get(names.about) || null,
  };
}

/** The current address with one aspect's list set up as `view` (defaults left out). */
export function reviewsViewPath(location: URL, aspect: Aspect, view: ReviewsView): string {
  const names = reviewsParams(aspect);
  const params = new URLSearchParams(location.search);
  const set = (name: string, value: string | null) =>
    value === null ? params.delete(name) : params.set(name, value);
  set(names.sort, view.sort === DEFAULT_REVIEW_SORT ? null : view.sort);
  set(names.band, view.band);
  set(names.about, view.about);
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}
