import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Follows the requests of an HTTP server so that it can stop gracefully: `drain` stops
 * accepting connections, lets every request in flight finish (its answer closes its
 * connection, so no keep-alive connection lingers) and cuts off what is left after the
 * grace period.
 */
export class GracefulServer {
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    // Ahead of the app's listener, so the header is set before any answer is written.
    server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      this.inFlight.add(response);
      if (this.draining) response.setHeader('Connection', 'close');
      response.once('close', () => {
        this.inFlight.delete(response);
        // An answer sent before draining began left its connection open: close it now.
        if (this.draining) setImmediate(() => this.server.closeIdleConnections());
      });
    });
  }

  /** Requests being answered now. */
  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  /**
   * Stops accepting connections and waits for the requests in flight, at most `graceMs`.
   * Resolves with the number of requests cut off (0 when all finished).
   */
  drain(graceMs: number): Promise<number> {
    this.draining = true;
    for (const response of this.inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    return new Promise((resolve) => {
      const deadline = setTimeout(() => {
        const cut = this.inFlight.size;
        this.server.closeAllConnections();
        resolve(cut);
      }, graceMs);
      this.server.close(() => {
        clearTimeout(deadline);
        resolve(0);
      });
      this.server.closeIdleConnections();
    });
  }
}
