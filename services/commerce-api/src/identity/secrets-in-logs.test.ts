import { endpoints } from '@snackshop/commerce-core/api-client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  lastMailTo,
  linkToken,
  registerCustomer,
  signIn,
  GOOD_PASSWORD,
} from '../../test/account-fixtures';
import { describeApi } from '../../test/harness';

/** Everything the process writes while the tests run: console and standard streams. */
const written: string[] = [];
const spies: { mockRestore(): void }[] = [];

beforeAll(() => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    spies.push(
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        written.push(args.map(String).join(' '));
      }),
    );
  }
  for (const stream of [process.stdout, process.stderr]) {
    const original = stream.write.bind(stream);
    const spy = vi.spyOn(stream, 'write').mockImplementation(((
      chunk: unknown,
      ...rest: never[]
    ) => {
      written.push(String(chunk));
      return original(chunk as string, ...rest);
    }) as typeof stream.write);
    spies.push(spy);
  }
});

afterAll(() => {
  for (const spy of spies) spy.mockRestore();
});

describeApi(
  'secrets stay out of logs and other answers',
  (api) => {
    it('logs no password, reset token or session token, and answers none but its own', async () => {
      const answers: string[] = [];
      const call = async (
        method: string,
        path: string,
        options: { body?: unknown; headers?: Record<string, string> } = {},
      ) => {
        const response = await api().request(method, path, options);
        answers.push(JSON.stringify(response.body));
        return response;
      };

      const customer = await registerCustomer(api());
      const session = await signIn(api(), customer.accountId);
      await call('GET', endpoints.getCustomer.path, { headers: session.headers });
      await call('POST', endpoints.forgotPassword.path, { body: { email: customer.email } });
      const resetToken = linkToken((await lastMailTo(api(), customer.email))!.text);
      const newPassword = 'Fresh&Salty99';
      await call('POST', endpoints.resetPassword.path, {
        body: { token: resetToken, password: newPassword },
      });
      const second = await signIn(api(), customer.accountId);
      await call('PUT', endpoints.changePassword.path, {
        body: { currentPassword: newPassword, newPassword: 'Third&Time77' },
        headers: second.headers,
      });
      await call('PUT', endpoints.changePassword.path, {
        body: { currentPassword: 'Wrong&Guess11', newPassword: 'Fourth&Time77' },
        headers: second.headers,
      });
      await call('POST', endpoints.removeToken.path, { headers: second.headers });
      await call('GET', endpoints.getCustomer.path, { headers: second.headers });

      // The requests were logged (so the check below reads real log lines).
      expect(written.join('\n')).toContain(endpoints.resetPassword.path);
      const secrets = [
        GOOD_PASSWORD,
        newPassword,
        'Third&Time77',
        'Wrong&Guess11',
        'Fourth&Time77',
        resetToken,
        session.token,
        second.token,
      ];
      for (const secret of secrets) {
        for (const line of written) expect(line).not.toContain(secret);
        for (const answer of answers) expect(answer).not.toContain(secret);
      }
    });
  },
  { app: { logRequests: true } },
);
