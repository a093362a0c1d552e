// Minimal types for the parts of autocannon the bench uses (the package ships none).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: 'GET' | 'POST' | 'DELETE';
      headers?: Record<string, string>;
      body?: string;
      duration?: number;
      connections?: number;
      overallRate?: number;
    }
    interface Histogram {
      average: number;
      p50: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx?: number;
    }
  }
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): unknown;
  export = autocannon;
}
