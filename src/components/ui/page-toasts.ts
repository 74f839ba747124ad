import { deferred } from './deferred';

/**
 * The page's toast regions, prerendered empty (so screen readers listen from the start); their code comes
 * right after hydration, or earlier with a form that can raise a toast (toast.tsx hands them over).
 */
export const pageToasts = deferred(() => import('./toast').then((module) => module.PageToasts));
