// Any origin works for resolving paths: only whether the result stays on it matters.
const siteOrigin = 'https://site.invalid';

/** A path or anchor on this site, decided the way a browser resolves it: `//host` and `/\host` (a backslash counts as a slash) lead off-site. */
export function isSitePath(href: string): boolean {
  if (!href.startsWith('/') && !href.startsWith('#')) return false;
  try {
    return new URL(href, siteOrigin).origin === siteOrigin;
  } catch {
    return false;
  }
}

/** Link targets the site's own texts may use: paths and anchors on this site, absolute http(s) URLs, and mailto. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('/') || href.startsWith('#')) return isSitePath(href);
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** An absolute http(s) link (opened in a new tab), rather than a path on this site or mailto. */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}
