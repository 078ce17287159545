const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A count as marketing prose writes it: 'eight' (up to twelve), else digits ('14'). */
export function countWord(count: number): string {
  return words[count] ?? String(count);
}

/** The same, capitalised to open a line: 'Eight'. */
export function countWordCapitalised(count: number): string {
  const word = countWord(count);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
