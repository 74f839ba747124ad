import type { Server } from 'node:http';
/** Creates the server for a built site in `dir`. */
export function createSiteServer(dir: string): Server;
