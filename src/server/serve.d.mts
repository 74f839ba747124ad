import type { Server } from 'node:http';
/** Creates the server for a built site in `dir`; throws, saying what to do, when there is no built site there. */
export function createSiteServer(dir: string): Server;
