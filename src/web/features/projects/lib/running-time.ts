/**
 * The seconds of a running time as the server writes it (estimatedTime: '4 min 10 sec', '4 min',
 * '45 sec'), so it can be shown in the interface language; null when it reads otherwise.
 */
export function runningTimeSeconds(text: string): number | null {
  const match = /^\s*(?:(\d+)\s*min)?\s*(?:(\d+)\s*sec)?\s*$/.exec(text);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}
