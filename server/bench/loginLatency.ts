/**
 * Login latencies from one keep-alive connection at a fixed pace (like autocannon with one connection
 * and overallRate), kept one by one so windows measured at different times can be pooled exactly.
 */
export async function loginLatencies(url: string, body: string, seconds: number, perSecond: number): Promise<number[]> {
  const latencies: number[] = [];
  const start = performance.now();
  for (let i = 0; i < seconds * perSecond; i++) {
    const due = start + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    latencies.push(performance.now() - sent);
  }
  return latencies;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
