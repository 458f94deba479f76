import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contactMessages, notifyMeRequests } from '../db/schema/index';
import { describeApi } from '../../test/harness';

describeApi('engagement', (api) => {
  it('signs up for back-in-stock once per email and product', async () => {
    const first = await api().call('notifyMe', {
      body: { email: 'Pat@Example.com', productId: 19 },
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("We'll email you when it's back in stock.");
    expect(first.body.data.alreadySubscribed).toBe(false);
    const again = await api().call('notifyMe', {
      body: { email: 'pat@example.com', productId: 19 },
    });
    expect(again.body.data.alreadySubscribed).toBe(true);
    const rows = await api()
      .database.db.select()
      .from(notifyMeRequests)
      .where(eq(notifyMeRequests.productId, 19));
    expect(rows).toHaveLength(1);
  });

  it('validates the email with the spec messages and refuses unknown products', async () => {
    const missing = await api().refusal('notifyMe', { body: { productId: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({ field: 'email', message: 'Email is required.' });
    const invalid = await api().refusal('notifyMe', {
      body: { email: 'pat@example.comedy', productId: 1 },
    });
    expect(invalid.body.errors?.[0]?.field).toBe('email');
    expect(invalid.body.errors?.[0]?.message).toMatch(/^Email address should be in .+ format\.$/);
    const unknown = await api().call('notifyMe', {
      body: { email: 'pat@example.com', productId: 999999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This product is not available');
  });

  it('stores a Customer Support message and requires subject, name and description', async () => {
    const sent = await api().call('contactUs', {
      body: {
        subject: '  Missing   bag ',
        name: 'Pat Lee',
        description: 'One bag was missing from my 30-pack.',
      },
    });
    expect(sent.status).toBe(201);
    const [row] = await api()
      .database.db.select()
      .from(contactMessages)
      .where(eq(contactMessages.id, sent.body.data.ticketId));
    expect(row?.subject).toBe('Missing bag');
    const empty = await api().refusal('contactUs', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'subject', message: 'Subject is required.' },
      { field: 'name', message: expect.stringMatching(/required/) },
      { field: 'description', message: expect.stringMatching(/required/) },
    ]);
  });
});
