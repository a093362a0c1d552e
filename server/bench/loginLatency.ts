/**
 * Login latencies from one keep-alive connection at a fixed pace (like autocannon with one connection
 * and overallRate), kept one by one so windows measured at different times can be pooled exactly.
 * node:http rather than fetch: fetch's own overhead added ~15 ms to every request here.
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function post(url: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    request.once('error', reject);
    request.end(body);
  });
}

export async function loginLatencies(url: string, body: string, seconds: number, perSecond: number): Promise<number[]> {
  const latencies: number[] = [];
  const start = performance.now();
  for (let i = 0; i < seconds * perSecond; i++) {
    const due = start + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    const status = await post(url, body);
    if (status !== 200) throw new Error(`login answered ${status}`);
    latencies.push(performance.now() - sent);
  }
  return latencies;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
