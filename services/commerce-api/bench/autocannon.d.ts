// The parts of autocannon's API the search benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    /** Each connection sends these in turn, over and over. */
    requests?: {
      method?: string;
      path?: string;
      /** Rewrites each request before it is sent (here: draws its path from the query mix). */
      setupRequest?: (request: { method: string; path: string }) => {
        method: string;
        path: string;
      };
    }[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: Record<string, number>;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
