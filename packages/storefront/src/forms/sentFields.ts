/** What a form sent, as the server returns it with its messages, both by field name. */
export interface SentFields {
  /** A ticked box was sent as `on`; a password never comes back. */
  values: Record<string, string>;
  errors: Record<string, string>;
}
