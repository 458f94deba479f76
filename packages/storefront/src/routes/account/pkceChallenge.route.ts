/** `GET /api/get-pkce-challenge`: a sign-in's challenge and authorization URL, as JSON. */
export { pkceChallengeLoader as loader } from './signIn.server';
