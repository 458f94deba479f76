import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GracefulServer } from './graceful-server';

/** A server whose answers wait until the test releases them. */
async function slowServer() {
  const held: (() => void)[] = [];
  const server: Server = createServer((_request, response) => {
    held.push(() => response.end('done'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const graceful = new GracefulServer(server);
  const agent = new Agent({ keepAlive: true });
  const get = (path = '/') =>
    new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        request({ host: '127.0.0.1', port, path, agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body,
            }),
          );
        })
          .on('error', reject)
          .end();
      },
    );
  const requestsHeld = async (count: number) => {
    while (held.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { server, graceful, agent, get, held, requestsHeld, port };
}

describe('GracefulServer', () => {
  const agents: Agent[] = [];
  afterEach(() => {
    for (const agent of agents.splice(0)) agent.destroy();
  });

  it('lets the requests in flight finish, each closing its keep-alive connection, then stops', async () => {
    const { server, graceful, agent, get, held, requestsHeld } = await slowServer();
    agents.push(agent);
    // A keep-alive connection left idle by an earlier answer.
    const earlier = get();
    await requestsHeld(1);
    held.shift()!();
    expect((await earlier).connection).toBe('keep-alive');
    const inFlight = [get('/a'), get('/b')];
    await requestsHeld(2);
    expect(graceful.requestsInFlight).toBe(2);

    let drained: number | undefined;
    const draining = graceful.drain(5000).then((cut) => (drained = cut));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.listening).toBe(false);
    expect(drained).toBeUndefined();
    for (const release of held.splice(0)) release();
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => [answer.body, answer.connection])).toEqual([
      ['done', 'close'],
      ['done', 'close'],
    ]);
    await draining;
    expect(drained).toBe(0);
  });

  it('cuts off what is still running when the grace period ends', async () => {
    const { graceful, agent, get, requestsHeld } = await slowServer();
    agents.push(agent);
    const stuck = get().catch((error: unknown) => error);
    await requestsHeld(1);
    expect(await graceful.drain(100)).toBe(1);
    expect(await stuck).toBeInstanceOf(Error);
  });
});
