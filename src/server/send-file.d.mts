import type { IncomingMessage, ServerResponse } from 'node:http';
/** The precompressed codings a request accepts, best first, with q-values honoured. */
export function acceptedEncodings(header?: string): ('br' | 'gzip')[];
/** Whether If-None-Match names this ETag: "*", or any tag of the list, compared weakly. */
export function matchesEtag(header: string | undefined, etag: string): boolean;
/** Answers with `file` under `root` and `status` (304 when current); false, having sent nothing, when there is no such file. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  options: { root: string; file: string; status: 200 | 404 },
): Promise<boolean>;
