import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  readCardFieldsMessage,
  renewContextMessage,
  TOKENIZE_REQUEST,
  type CardFieldsMessage,
} from './cardMessages';
import * as styles from './checkout.css';

type TokenMessage = Extract<CardFieldsMessage, { type: 'token' | 'cvv-token' }>;
type ErrorMessage = Extract<CardFieldsMessage, { type: 'error' }>;
type ChangeMessage = Extract<CardFieldsMessage, { type: 'change' }>;

/**
 * What asking the fields for a token gives: a card's token (or, in the security-code mode of
 * a saved card, the code's), or the fields' refusal.
 */
export type TokenOutcome = TokenMessage | ErrorMessage;

/** Lets the payment step ask the fields for a token and renew their capture context. */
export interface HostedCardFieldsHandle {
  requestToken(): Promise<TokenOutcome>;
  /** Hands the fields a renewed capture context; true once they took it. */
  renew(captureContext: string): Promise<boolean>;
}

/** How long the fields get to answer a token request before the attempt is given up. */
const TOKEN_TIMEOUT_MS = 30_000;

/** How long the fields get to confirm a renewed capture context. */
const RENEW_TIMEOUT_MS = 5_000;

/**
 * The payment provider's hosted card fields in an iframe served from the API's origin. Card
 * number, expiry and CVV are typed inside the frame and never reach this page: it receives
 * only validity flags, the brand, a mask and a one-use token, by `postMessage` from that
 * origin and that frame, and ignores any other message. `securityCodeOnly` names the frame
 * of a saved card, which asks for its security code alone. The frame is as wide as its
 * column and as tall as the form inside says it is (`resize`), so nothing in it is cut off
 * on a wide checkout or on a phone.
 */
export const HostedCardFields = forwardRef<
  HostedCardFieldsHandle,
  {
    src: URL;
    securityCodeOnly?: boolean;
    onChange?: (message: ChangeMessage) => void;
    /** The capture context ran out: the payment session must be loaded again. */
    onExpired?: () => void;
  }
>(function HostedCardFields({ src, securityCodeOnly = false, onChange, onExpired }, ref) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  // The height the fields' page asked for; the stylesheet's height until it does.
  const [height, setHeight] = useState<number | null>(null);
  const pending = useRef<((outcome: TokenOutcome) => void) | null>(null);
  const renewing = useRef<((renewed: boolean) => void) | null>(null);
  const callbacks = useRef({ onChange, onExpired });
  callbacks.current = { onChange, onExpired };
  const origin = src.origin;

  useEffect(() => {
    setReady(false);
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message = readCardFieldsMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          setReady(true);
          break;
        case 'change':
          callbacks.current.onChange?.(message);
          break;
        case 'resize':
          setHeight(message.height);
          break;
        case 'renewed':
          renewing.current?.(true);
          renewing.current = null;
          break;
        case 'token':
        case 'cvv-token':
        case 'error':
          pending.current?.(message);
          pending.current = null;
          if (message.type === 'error' && message.expired) callbacks.current.onExpired?.();
          break;
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, src.href]);

  useImperativeHandle(
    ref,
    () => ({
      requestToken: () =>
        new Promise<TokenOutcome>((resolve) => {
          const target = frame.current?.contentWindow;
          const timeout = setTimeout(() => {
            pending.current = null;
            resolve({ type: 'error', code: 'TIMEOUT', expired: false, fields: [] });
          }, TOKEN_TIMEOUT_MS);
          pending.current = (outcome) => {
            clearTimeout(timeout);
            resolve(outcome);
          };
          target?.postMessage(TOKENIZE_REQUEST, origin);
        }),
      renew: (captureContext: string) =>
        new Promise<boolean>((resolve) => {
          const target = frame.current?.contentWindow;
          if (!target) {
            resolve(false);
            return;
          }
          const timeout = setTimeout(() => {
            renewing.current = null;
            resolve(false);
          }, RENEW_TIMEOUT_MS);
          renewing.current = (renewed) => {
            clearTimeout(timeout);
            resolve(renewed);
          };
          target.postMessage(renewContextMessage(captureContext), origin);
        }),
    }),
    [origin],
  );

  return (
    <div className={styles.column}>
      {!ready && (
        <p role="status" className={styles.status}>
          {t('checkout.cardLoading')}
        </p>
      )}
      <iframe
        ref={frame}
        src={src.href}
        title={t(securityCodeOnly ? 'checkout.cvvFrameTitle' : 'checkout.cardFrameTitle')}
        className={securityCodeOnly ? styles.cvvFrame : styles.cardFrame}
        style={height === null ? undefined : { blockSize: `${height}px` }}
        data-card-fields
      />
    </div>
  );
});
