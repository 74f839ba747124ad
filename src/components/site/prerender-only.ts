import { createContext } from 'react';

/** Words only a script-less browser shows: the prerender provides them; the client keeps that HTML, shipping no words. */
export const PrerenderOnly = createContext<{ bookingWithoutScript: string }>({ bookingWithoutScript: '' });
