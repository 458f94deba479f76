import { z } from 'zod';

/** The three handshake values, named by their session-storage keys (SPEC section 3). */
export const handshakeSchema = z.object({
  _ss_i: z.string().describe('Session id: send as the sessionId header.'),
  _rr_n_dts: z.string().describe('Expiry and nonce: send as the rnduts header.'),
  _en_cs: z.string().describe('Signature binding both: send as the encstr header.'),
  expiresAt: z.iso.datetime(),
});
