import type { Thing, WithContext } from 'schema-dts';
import { jsonLdText } from './jsonLd';

/**
 * Structured data of a page, rendered with it on the server in a
 * `<script type="application/ld+json">`, which the page's policy names by hash as it does
 * every inline script (decision 0030).
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      // A data block, not a script: its text is JSON with `<` escaped (jsonLdText).
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
