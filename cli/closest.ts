/** Number of single-letter edits between two words (Levenshtein distance). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** The candidates (best first, at most three) whose keys come near what was typed. */
export function closest<T>(typed: string, candidates: T[], keys: (candidate: T) => string[]): T[] {
  const wanted = typed.trim().toLowerCase();
  const allowed = Math.max(2, Math.floor(wanted.length / 3));
  return candidates
    .map((candidate) => {
      const scores = keys(candidate).map((key) => {
        const lower = key.toLowerCase();
        return wanted.length >= 3 && lower.includes(wanted) ? 0 : distance(wanted, lower);
      });
      return { candidate, score: Math.min(...scores) };
    })
    .filter(({ score }) => score <= allowed)
    .sort((a, b) => a.score - b.score)
    .slice(0, 3)
    .map(({ candidate }) => candidate);
}
