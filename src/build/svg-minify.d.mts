/** Minifies an SVG document: no comments, XML prolog, metadata or editor data, and no needless whitespace. */
export function minifySvg(svg: string): string;
