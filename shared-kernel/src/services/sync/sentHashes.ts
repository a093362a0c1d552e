/** Keeps the last few write hashes of a record (enough to recognise a write whose answer was lost). */
export const MAX_SENT_HASHES = 4;
export function withSentHash(hashes: string[] | undefined, hash: string): string[] {
  return [...(hashes ?? []).filter((other) => other !== hash), hash].slice(-MAX_SENT_HASHES);
}
