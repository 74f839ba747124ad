import { deferred } from '../components/ui/deferred';

/**
 * The treatments page. All of it is words, pictures and links, which work as plain HTML: its code (the eight
 * treatments' text) comes when the browser is idle, and the page is interactive with none of its own.
 */
export const TreatmentsPage = deferred(() => import('./treatments-text').then((m) => m.TreatmentsText), { after: 'idle' }).Deferred;
