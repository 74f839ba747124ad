import { deferred } from './deferred';

/** Page toast regions, prerendered empty so screen readers listen at once; code comes after hydration or with a form. */
export const pageToasts = deferred(() => import('./toast').then((module) => module.PageToasts));
