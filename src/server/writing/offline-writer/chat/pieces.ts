/**
 * Cuts a reply into the small pieces a stream delivers: a few words each (2 to 4), never across a
 * line break, so a client appending them shows the reply growing line by line. Joined, the pieces
 * are the reply exactly.
 */
const SIZES = [3, 2, 4, 3, 2, 3, 4];

export function splitIntoPieces(reply: string): string[] {
  const tokens = reply.match(/^\s+|\S+\s*/g) ?? [];
  const pieces: string[] = [];
  let current = '';
  let words = 0;
  for (const token of tokens) {
    current += token;
    if (/\S/.test(token)) words += 1;
    if (words >= SIZES[pieces.length % SIZES.length]! || token.includes('\n')) {
      pieces.push(current);
      current = '';
      words = 0;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}
