import { createContext } from 'react';

/**
 * What only a browser without scripting shows, as prerendered HTML: the prerender provides it, and the browser,
 * which has scripting when it runs our code, keeps that HTML as it is and carries none of its code or words.
 */
export const PrerenderOnly = createContext<{ bookingWithoutScript: string }>({ bookingWithoutScript: '' });
