import { MESSAGES } from '@snackshop/commerce-core';
import type { z } from 'zod';
import type { updateAccountSchema } from '@snackshop/commerce-core/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers } from '../db/schema/index';
import { BusinessRuleError, ConflictError, NotFoundError } from '../http/errors';
import { findCustomer } from './accounts.service';
import { verifyPassword } from './passwords';

type ContactsUpdate = z.output<typeof updateAccountSchema>;

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * update account: names, gender, birth date, phone and ZIP. A new email needs the current
 * password (a stolen session alone cannot move the account) and is confirmed again; a Google
 * account's email belongs to Google.
 */
export async function updateContacts(
  db: Database,
  customerId: string,
  update: ContactsUpdate,
  now: Date,
) {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw new NotFoundError('No account matches this session.');
  const newEmail =
    update.email && update.email.toLowerCase() !== customer.email.toLowerCase()
      ? update.email
      : null;
  if (newEmail) {
    if (customer.authProvider === 'google') {
      throw new BusinessRuleError('GOOGLE_ACCOUNT', MESSAGES.googleEmailLocked.en, [
        { field: 'email', message: MESSAGES.googleEmailLocked.en },
      ]);
    }
    if (!(await verifyPassword(customer.passwordHash, update.currentPassword ?? ''))) {
      throw new BusinessRuleError('CURRENT_PASSWORD_WRONG', MESSAGES.currentPasswordWrong.en, [
        { field: 'currentPassword', message: MESSAGES.currentPasswordWrong.en },
      ]);
    }
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${newEmail})`);
    if (taken) throw new ConflictError(MESSAGES.accountExists.en, 'ACCOUNT_EXISTS');
  }
  await db
    .update(customers)
    .set({
      firstName: update.firstName,
      lastName: update.lastName,
      gender: update.gender,
      birthDate: isoDate(update.birthYear, update.birthMonth, update.birthDay),
      phone: update.phoneNumber ?? null,
      zipcode: update.zipcode ?? null,
      ...(newEmail ? { email: newEmail, emailVerifiedAt: null } : {}),
      updatedAt: now,
    })
    .where(eq(customers.id, customerId));
}
