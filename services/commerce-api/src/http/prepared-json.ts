/**
 * A handler's answer already serialised as JSON (a cached listing page): the app sends it
 * inside the success envelope as it is, so an answer served many times is serialised once.
 */
export class PreparedJson {
  constructor(readonly json: string) {}

  /** The success envelope around the answer, byte for byte what `c.json(successBody(…))` sends. */
  envelope(message: string, status: number): string {
    return `{"success":true,"responseCode":${status},"message":${JSON.stringify(message)},"data":${this.json}}`;
  }
}
