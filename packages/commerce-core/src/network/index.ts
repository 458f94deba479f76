export { canonicalAddress, clientNetwork, DEFAULT_IPV6_CLIENT_PREFIX } from './address';
