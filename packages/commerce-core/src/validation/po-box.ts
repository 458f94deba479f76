/**
 * P.O. Box detection (SPEC section 5: "A P.O. Box or Post Office Box address is rejected").
 *
 * Matches, in any case and with any spacing or punctuation between the parts: P.O. Box,
 * PO Box, P O Box, P.O.Box, POBox, P. O. B., POB, Post Office Box, PostOfficeBox, Post Box,
 * Postal Box, and the zero-for-O typing slips (P0 Box, PO B0x). The match must start a
 * word, so "Hippo Box Rd" or "Depot Box Ln" are not taken for one.
 */
const SEP = "[\\s.\\-_,/'`]*";
const BOX = '(?:b[o0]x|bx|b)';
const PO_BOX = new RegExp(
  [
    '(?:^|[^\\p{L}\\p{N}])', // start of a word
    '(?:',
    `p${SEP}(?:[o0]|ost${SEP}[o0]ffice|[o0]st${SEP}[o0]ffice)${SEP}${BOX}`, // P.O. Box, Post Office Box
    '|',
    `p[o0]st(?:al)?${SEP}(?:[o0]ffice${SEP})?b[o0]x`, // Post Box, Postal Box, Post Office Box
    ')',
    '(?![\\p{L}])', // end of a word (digits may follow: "POB123")
  ].join(''),
  'iu',
);

/** True when an address line names a P.O. Box in any of its spellings. */
export function isPoBoxAddress(addressLine: string): boolean {
  return PO_BOX.test(addressLine.normalize('NFKC'));
}
