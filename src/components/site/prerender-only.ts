import { createContext, type ReactNode } from 'react';

/**
 * What only a browser without scripting shows, inside a <noscript>: the prerender provides it, and the browser,
 * which has scripting when it runs our code, renders none of it and so carries none of its code or words.
 */
export const PrerenderOnly = createContext<{ bookingWithoutScript: ReactNode }>({ bookingWithoutScript: null });
