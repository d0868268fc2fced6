// Every API route, written once, with the paths and trailing slashes clients use. The server registers these
// patterns; the client fills them with `apiPath`.

export const API_ROUTES = {
  token: '/api/accounts/token/',
  tokenRefresh: '/api/accounts/token/refresh/',
  tokenRevoke: '/api/accounts/token/revoke/',
  signup: '/api/accounts/signup/',
  modules: '/api/modules/',
  academicYears: '/api/academicyears/',
  moduleFeedback: '/api/feedback/:moduleCode',
  summary: '/api/summarize-feedback/:moduleCode/:year',
  newFeedback: '/api/newfeedback/',
  allFeedback: '/api/feedbacks/',
  users: '/api/accounts/users/',
  newYear: '/api/newyear/',
  editYear: '/api/edityear/:id/',
  deleteYear: '/api/deleteyear/:id/',
  newModule: '/api/newmodule/',
  editModule: '/api/editmodule/:id/',
  deleteModule: '/api/deletemodule/:id/',
  deleteFeedback: '/api/deletefeedback/:id/',
  newUser: '/api/accounts/newuser/',
  deleteUser: '/api/accounts/deleteuser/:id/',
  editUser: '/api/accounts/edituser/:id/',
} as const;

export type ApiRoute = (typeof API_ROUTES)[keyof typeof API_ROUTES];

/** Fills a route pattern's `:name` placeholders, URL-encoding each value. */
export function apiPath(route: ApiRoute, params: Record<string, string | number> = {}): string {
  return fillRoute(route, params);
}

/** apiPath for the route tables of single features (e.g. MODERATION_ROUTES). */
export function fillRoute(route: string, params: Record<string, string | number> = {}): string {
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route}`);
    return encodeURIComponent(String(value));
  });
}
