import { MESSAGES, formatMessage, type MessageKey, type MessageParams } from '../messages/messages';

/**
 * The English text a schema puts in an issue. Issues always carry English so that client
 * and server agree; `localizeIssue` shows them in Spanish.
 */
export function en(key: MessageKey, params?: MessageParams): string {
  return params ? formatMessage(key, 'en-us', params) : MESSAGES[key].en;
}
