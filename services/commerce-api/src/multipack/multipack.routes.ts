import { requestLocation } from '../addresses/location-stock';
import { customerCaller } from '../identity/caller';
import { defineRoute } from './deps';
import type { ErrorDoc } from '../http/route';
import {
  createMix,
  deleteMix,
  listMixes,
  mixView,
  multipackConfigView,
  multipackProducts,
  recommendedVarietyPacks,
  updateMix,
} from './multipack.service';

const tag = 'Multipack';

const mixRuleErrors: ErrorDoc[] = [
  {
    status: 422,
    code: 'MULTIPACK_SIZE',
    description: 'The packs do not add up to exactly 30.',
  },
  {
    status: 422,
    code: 'MULTIPACK_INELIGIBLE',
    description: 'A product is not a single-serve pack that can go into a mix.',
  },
  {
    status: 422,
    code: 'PRODUCT_UNAVAILABLE',
    description: 'A product is not available in the chosen quantity.',
  },
];
const ownerError: ErrorDoc = {
  status: 404,
  code: 'NOT_FOUND',
  description: 'No mix of the caller has this id (another customer’s answers the same).',
};
const signInError: ErrorDoc = {
  status: 401,
  code: 'SIGN_IN_REQUIRED',
  description: 'Saved mixes belong to a signed-in customer.',
};

/** The build-your-own 30-pack: offer, products, saved mixes and variety-pack suggestions. */
export const multipackRoutes = [
  defineRoute('multipackConfig', {
    tag,
    summary: 'The multipack offer: 30 packs, eligible products and rules',
    handler: async ({ deps, query }) => multipackConfigView(deps.db, query.lang),
  }),
  defineRoute('multipackProductList', {
    tag,
    summary: 'Products that can go into a mix, with price and availability',
    handler: async ({ deps, query, c }) => multipackProducts(deps, query.lang, requestLocation(c)),
  }),
  defineRoute('mixPackDetail', {
    tag,
    summary: 'One saved mix of the caller',
    description:
      'Items carry today’s prices and stock; unavailable items are flagged with the ' +
      '"click Edit and replace" message.',
    errors: [signInError, ownerError],
    handler: async (input) =>
      mixView(input.deps.db, input.query.mixPackId, await customerCaller(input), input.query.lang),
  }),
  defineRoute('mixPackCreate', {
    tag,
    summary: 'Save a new mix of exactly 30 available packs',
    status: 201,
    message: 'Created',
    errors: [signInError, ...mixRuleErrors],
    handler: async (input) =>
      createMix(
        input.deps.db,
        await customerCaller(input),
        input.body,
        input.body.lang,
        input.deps.now(),
      ),
  }),
  defineRoute('mixPackUpdate', {
    tag,
    summary: 'Replace the items of a saved mix',
    errors: [signInError, ownerError, ...mixRuleErrors],
    handler: async (input) =>
      updateMix(
        input.deps.db,
        await customerCaller(input),
        input.body.mixPackId,
        input.body,
        input.body.lang,
        input.deps.now(),
      ),
  }),
  defineRoute('mixPackDelete', {
    tag,
    summary: 'Delete a saved mix',
    errors: [signInError, ownerError],
    handler: async (input) =>
      deleteMix(input.deps.db, await customerCaller(input), input.query.mixPackId),
  }),
  defineRoute('mixPackList', {
    tag,
    summary: 'The caller’s saved mixes, most recently changed first',
    handler: async (input) =>
      listMixes(input.deps.db, await customerCaller(input), input.query.lang),
  }),
  defineRoute('recommendedVarietyPackList', {
    tag,
    summary: 'Ready-made variety packs to suggest beside the mix builder',
    handler: async ({ deps, query }) => recommendedVarietyPacks(deps.db, query.lang, query.limit),
  }),
];
