// The publication calls: the modules an account leads (staff choose them; anyone signed in reads
// their own), and a module's year's "You said, we did" reply.
import {
  fillRoute,
  PUBLICATION_ROUTES,
  type LedModules,
  type ModuleReply,
  type ModuleReplyAnswer,
  type ModuleReplyPayload,
} from '../contracts';
import { httpClient } from './http-client';
import { data } from './response-data';

export const publicationApi = {
  /** Staff: the modules the account `id` leads. */
  ledModules: (id: number) =>
    data(httpClient.get<LedModules>(fillRoute(PUBLICATION_ROUTES.ledModules, { id }))),
  /** Staff: makes the account `id` the leader of exactly these modules. */
  setLedModules: (id: number, modules: readonly number[]) =>
    data(httpClient.put<LedModules>(fillRoute(PUBLICATION_ROUTES.ledModules, { id }), { modules })),
  /** Signed in: the modules the caller leads. */
  ownLedModules: () => data(httpClient.get<LedModules>(PUBLICATION_ROUTES.ownLedModules)),
  moduleReply: (moduleCode: string, year: number) =>
    data(
      httpClient.get<ModuleReplyAnswer>(
        fillRoute(PUBLICATION_ROUTES.moduleReply, { moduleCode, year }),
      ),
    ),
  /** Staff or the module's leaders: writes or replaces the module's year's reply. */
  saveModuleReply: (moduleCode: string, year: number, payload: ModuleReplyPayload) =>
    data(
      httpClient.put<ModuleReply>(
        fillRoute(PUBLICATION_ROUTES.moduleReply, { moduleCode, year }),
        payload,
      ),
    ),
};
