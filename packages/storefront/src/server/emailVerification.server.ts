import type { Language } from '@snackshop/commerce-core/language';
import { callApi } from './api.server';
import { forClient } from './clientAddress.server';
import { currentSite } from './site.server';

/**
 * Mails the rewards programme's email confirmation link (the rewards-programme email
 * verification call, SPEC section 7) in the shopper's language, pointing at this site's
 * `/verify-email`. The API says nothing of whether the address has an account (an address
 * already confirmed gets no mail) and limits the requests per address and per email.
 */
export function sendEmailVerification(request: Request, email: string, language: Language) {
  return callApi(
    'rewardsEmailVerification',
    forClient(request, { body: { email, sourceID: currentSite().id, lang: language } }),
  );
}
