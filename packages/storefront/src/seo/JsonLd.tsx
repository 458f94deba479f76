import type { Thing, WithContext } from 'schema-dts';
import { useNonce } from '../root/nonce';
import { jsonLdText } from './jsonLd';

/**
 * Structured data of a page, rendered with it on the server in a
 * `<script type="application/ld+json">` that carries the response's CSP nonce.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // A data block, not a script: its text is JSON with `<` escaped (jsonLdText).
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
