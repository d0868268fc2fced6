import { MESSAGES } from '@module-feedback/shared/shell-pages';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../page/document-title';
import { ERROR_TITLE, NOT_FOUND_TITLE } from '../page/page-titles';

export const NOT_FOUND_TEXT = 'Page not found: there is nothing at this address.';
export const BROKEN_TEXT = 'Something went wrong while showing this page.';

/** The router's error page: unknown paths, and anything a shell route throws. */
export function UnexpectedApplicationError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Unknown paths are expected; anything else is a bug worth a console trace.
  if (!isRouteErrorResponse(error)) console.error(error);
  useDocumentTitle(notFound ? NOT_FOUND_TITLE : ERROR_TITLE);
  return (
    <section className="unexpected-error">
      <h1>{MESSAGES.unexpectedApplicationError}</h1>
      <p>{notFound ? NOT_FOUND_TEXT : BROKEN_TEXT}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
