// What outlives a page within a visit (the toasts, a send under way, drafts): one store per App, none in a module.
import { createContext, useContext } from 'react';

/** The visit's store, provided by the App; each test or App gets its own. */
export const VisitContext = createContext(new Map<string, unknown>());

/** This visit's `key`, made by `create` the first time any component asks. */
export function useVisitState<T>(key: string, create: () => T): T {
  const visit = useContext(VisitContext);
  if (!visit.has(key)) visit.set(key, create());
  return visit.get(key) as T;
}
