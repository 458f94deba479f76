/** `/gift-cards`: buy a gift card. */
import { routeHeaders } from '../../server/headers.server';

export { giftCardsMeta as meta, GiftCardsPage as default } from './GiftCardsPage';
export { giftCardsLoader as loader } from './giftCards.server';
export const headers = routeHeaders('short');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
export { giftCardsAction as action } from './giftCards.action.server';
