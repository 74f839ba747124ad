import { deferred } from '../components/ui/deferred';

/** The treatments page: words, pictures and links that work as plain HTML, so its code comes when the browser is idle. */
export const TreatmentsPage = deferred(() => import('./treatments-text').then((m) => m.TreatmentsText), { after: 'idle' }).Deferred;
