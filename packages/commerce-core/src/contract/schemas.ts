import { z } from 'zod';
import type { EndpointName } from '../api-client/endpoints';
import * as accounts from './accounts';
import * as cart from './cart';
import * as catalogue from './catalogue';
import * as checkout from './checkout';
import { languageQuerySchema } from './common';
import * as content from './content';
import * as engagement from './engagement';
import * as multipack from './multipack';
import * as payments from './payments';
import { handshakeSchema } from './platform';
import * as pricing from './pricing';
import * as search from './search';
import * as shipping from './shipping';

/** The request and response schemas of one endpoint (`response` describes the envelope's `data`). */
export interface EndpointSchemas {
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

/**
 * The contract of the commerce API: for each endpoint of the table, the schemas of its query,
 * body and answer. The API validates requests with them and generates its OpenAPI document
 * from them; the client types every call by them (types only, so no zod reaches a bundle that
 * only calls the API).
 */
export const endpointSchemas = {
  // Platform
  handshaking: { response: handshakeSchema },
  contentList: {
    query: content.contentListQuerySchema,
    response: z.array(content.contentEntrySchema),
  },
  configList: { response: content.configListSchema },
  labelsList: { query: content.labelsQuerySchema, response: content.labelListSchema },
  labelTranslation: { query: languageQuerySchema, response: content.labelTranslationSchema },

  // Catalogue and content
  navigationList: { query: languageQuerySchema, response: content.navigationListSchema },
  homeDataList: { query: languageQuerySchema, response: content.homeDataSchema },
  homeBannerList: { query: languageQuerySchema, response: content.bannerListSchema },
  homeBestSellerList: { query: languageQuerySchema, response: catalogue.productListSchema },
  staffPicksList: { query: languageQuerySchema, response: catalogue.productListSchema },
  freeSampleList: { query: languageQuerySchema, response: catalogue.productListSchema },
  productGroupList: { query: languageQuerySchema, response: z.array(catalogue.productGroupSchema) },
  allBrands: { query: languageQuerySchema, response: z.array(catalogue.brandSchema) },
  productDetail: {
    query: catalogue.productRefQuerySchema,
    response: catalogue.productDetailSchema,
  },
  recommendedProducts: {
    query: catalogue.productIdQuerySchema,
    response: catalogue.productListSchema,
  },
  autocompleteProducts: {
    query: search.autocompleteQuerySchema,
    response: search.autocompleteSchema,
  },
  queryProducts: {
    query: catalogue.queryProductsQuerySchema,
    response: catalogue.searchPageSchema,
  },
  eventsView: { query: languageQuerySchema, response: z.array(catalogue.shopEventSchema) },
  recentlyViewedProducts: {
    query: catalogue.recentlyViewedQuerySchema,
    response: catalogue.productListSchema,
  },
  filterList: { query: catalogue.filterListQuerySchema, response: catalogue.facetsSchema },
  filterProducts: {
    body: catalogue.filterProductsBodySchema,
    response: catalogue.productPageSchema,
  },
  allBundles: { query: languageQuerySchema, response: z.array(catalogue.bundleSchema) },
  giftCardList: { query: languageQuerySchema, response: z.array(catalogue.giftCardSchema) },
  sitemapEntries: { response: catalogue.sitemapEntriesSchema },
  notifyMe: { body: engagement.notifyMeRequestSchema, response: engagement.notifyMeSchema },
  contactUs: { body: engagement.contactUsRequestSchema, response: engagement.contactUsSchema },

  // Multipack
  multipackConfig: { query: languageQuerySchema, response: multipack.multipackConfigSchema },
  multipackProductList: {
    query: languageQuerySchema,
    response: multipack.multipackProductListSchema,
  },
  mixPackDetail: { query: multipack.mixPackIdQuerySchema, response: multipack.mixPackSchema },
  mixPackCreate: { body: multipack.createMixBodySchema, response: multipack.mixPackSchema },
  mixPackUpdate: { body: multipack.updateMixBodySchema, response: multipack.mixPackSchema },
  mixPackDelete: {
    query: multipack.mixPackIdQuerySchema,
    response: multipack.mixPackDeletedSchema,
  },
  mixPackList: { query: languageQuerySchema, response: multipack.mixPackListSchema },
  recommendedVarietyPackList: {
    query: multipack.recommendedQuerySchema,
    response: multipack.recommendedVarietyPacksSchema,
  },

  // Cart and pricing
  getCartWebData: { query: cart.getCartQuerySchema, response: cart.persistedCartSchema },
  saveCartWebData: { body: cart.saveCartBodySchema, response: cart.savedCartSchema },
  productInventory: { body: cart.inventoryBodySchema, response: cart.inventorySchema },
  checkItemsAvailability: { body: cart.availabilityBodySchema, response: cart.availabilitySchema },
  validateVoucher: {
    body: pricing.validateVoucherRequestSchema,
    response: pricing.couponDataSchema,
  },
  shippingCharge: { body: pricing.pricingRequestSchema, response: pricing.shippingChargeSchema },
  orderTax: { body: pricing.orderTaxRequestSchema, response: pricing.orderTaxSchema },
  zipCodeValidate: {
    query: shipping.zipCodeValidateQuerySchema,
    response: shipping.zipPlaceSchema,
  },
  addressValidate: {
    body: shipping.addressValidateRequestSchema,
    response: shipping.addressValidationSchema,
  },

  // Checkout, payments and orders
  captureContext: {
    body: payments.captureContextRequestSchema,
    response: payments.captureContextResponseSchema,
  },
  tokenizeCard: { body: payments.tokenizeRequestSchema, response: payments.transientTokenSchema },
  tokenizeSecurityCode: {
    body: payments.tokenizeSecurityCodeRequestSchema,
    response: payments.cvvTokenSchema,
  },
  validateOrder: { body: checkout.validateOrderSchema, response: checkout.validatedOrderSchema },
  submittedOrder: { body: checkout.submitOrderSchema, response: checkout.orderViewSchema },
  orderDetails: { query: checkout.orderDetailsQuerySchema, response: checkout.orderViewSchema },
  applePaySession: {
    body: payments.applePaySessionRequestSchema,
    response: payments.applePaySessionResponseSchema,
  },
  payPalSession: { body: checkout.payPalSessionSchema, response: payments.paymentRedirectSchema },
  payPalOrder: {
    body: payments.payPalOrderRequestSchema,
    response: payments.paymentRedirectSchema,
  },
  payPalStatus: {
    query: payments.payPalStatusQuerySchema,
    response: payments.paymentRedirectSchema,
  },

  // Accounts (SPEC section 7)
  createCustomer: {
    body: accounts.registerUserSchema,
    response: accounts.accountCreatedSchema,
  },
  createProfile: { body: accounts.createProfileSchema, response: accounts.redirectSchema },
  getCustomer: { response: accounts.customerDetailsSchema },
  usersExists: { query: accounts.usersExistsQuerySchema, response: accounts.usersExistsSchema },
  forgotPassword: { body: accounts.forgotPasswordSchema, response: accounts.messageAnswerSchema },
  resetPassword: { body: accounts.resetPasswordSchema, response: accounts.passwordResetSchema },
  resetPasswordLink: { body: accounts.resetLinkSchema, response: accounts.resetLinkStateSchema },
  changePassword: {
    body: accounts.changePasswordSchema,
    response: accounts.passwordChangedSchema,
  },
  removeToken: { response: accounts.tokenRemovedSchema },
  rewardsEmailVerification: {
    body: accounts.rewardsEmailVerificationSchema,
    response: accounts.rewardsEmailVerifiedSchema,
  },
  updateUser: { body: accounts.updateUserSchema, response: accounts.customerDetailsSchema },
  updateAccount: { body: accounts.updateAccountSchema, response: accounts.customerDetailsSchema },
  createAddress: { body: accounts.addressEntrySchema, response: accounts.customerDetailsSchema },
  updateAddress: { body: accounts.addressUpdateSchema, response: accounts.customerDetailsSchema },
  deleteAddress: { body: accounts.addressIdSchema, response: accounts.customerDetailsSchema },
  deletePaymentAccount: { body: accounts.cardIdSchema, response: accounts.customerDetailsSchema },
  orderHistory: { query: accounts.orderHistoryQuerySchema, response: accounts.orderHistorySchema },
  reorder: { body: accounts.reorderSchema, response: accounts.reorderAnswerSchema },
  rewardPoints: {
    query: accounts.rewardPointsQuerySchema,
    response: accounts.rewardPointsSchema,
  },
  pkceChallenge: {
    query: accounts.pkceChallengeQuerySchema,
    response: accounts.pkceChallengeSchema,
  },

  // Sign-in, between a site's server and the API
  interactionDetails: {
    query: accounts.interactionQuerySchema,
    response: accounts.interactionSchema,
  },
  interactionLogin: { body: accounts.interactionLoginSchema, response: accounts.redirectSchema },
  interactionGoogle: { body: accounts.interactionUidSchema, response: accounts.redirectSchema },
  interactionAbort: { body: accounts.interactionUidSchema, response: accounts.redirectSchema },
  sessionExchange: { body: accounts.sessionExchangeSchema, response: accounts.apiSessionSchema },
  sessionEnd: { body: accounts.sessionEndSchema, response: accounts.sessionEndedSchema },
  siteSessionRead: { body: accounts.siteSessionIdSchema, response: accounts.siteSessionSchema },
  siteSessionWrite: {
    body: accounts.siteSessionWriteSchema,
    response: accounts.siteSessionDoneSchema,
  },
  siteSessionDelete: {
    body: accounts.siteSessionDeleteSchema,
    response: accounts.siteSessionDoneSchema,
  },
} as const satisfies Partial<Record<EndpointName, EndpointSchemas>>;

/** The endpoints the contract describes. */
export type ContractEndpointName = keyof typeof endpointSchemas;
