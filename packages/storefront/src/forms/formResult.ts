/** What a form's action answers: the page shows it beside the form that was sent. */
export interface FormResult {
  status: 'done' | 'invalid' | 'refused';
  /** Shown beside the form, already in the page's language. */
  message: string | null;
  /** Messages by field name. */
  errors: Record<string, string>;
  /** What was typed, sent back with the errors (never a password). */
  values: Record<string, string>;
}
