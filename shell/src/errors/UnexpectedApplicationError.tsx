import { MESSAGES } from '@module-feedback/shared';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's error page: unknown paths, and anything a shell route throws. */
export function UnexpectedApplicationError() {
  const error = useRouteError();
  // Unknown paths are expected; anything else is a bug worth a console trace.
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="unexpected-error" role="alert">
      <h1>{MESSAGES.unexpectedApplicationError}</h1>
    </section>
  );
}
