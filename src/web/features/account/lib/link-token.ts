/** The token of an e-mailed link (`?token=…`), or null when the address has none. */
export function linkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim();
  return token ? token : null;
}
