/** Appends a link with these attributes to the page, as the page's own links are. */
export function link(attrs: Record<string, string>) {
  const a = document.createElement('a');
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  document.body.append(a);
  return a;
}
