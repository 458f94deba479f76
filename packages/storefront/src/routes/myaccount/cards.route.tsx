/** `/profile/cards`: the saved cards (a secure page). */
import { routeHeaders } from '../../server/headers.server';

export { secureHandle as handle } from '../../site/pageHandles';
export { cardsMeta as meta, CardsPage as default } from './CardsPage';
export { cardsLoader as loader, cardsAction as action } from './cards.server';
export const headers = routeHeaders('none');
export { RouteErrorBoundary as ErrorBoundary } from '../../shell/ErrorBoundary';
