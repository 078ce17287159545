/** The chat socket's address on this origin (spec §7): ws:// or wss:// as the page is served, with the token. */
export function chatSocketUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws?token=${encodeURIComponent(token)}`;
}
