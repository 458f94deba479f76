/**
 * Every call of SPEC section 7, spelled exactly, with its method and whether it is tagged
 * authenticated. The storefront client and the commerce API both read this table, so the
 * contract lives in one place. Where the spec leaves a method open, the conventional one is
 * chosen (GET reads, POST creates or computes, PUT updates, DELETE removes); see
 * docs/api-conventions.md.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  /** Authenticated calls send X-Auth-Token when a token is stored. */
  readonly authenticated: boolean;
}

const B2C = '/v3/dopservice/b2c';
const WS = '/webservices';

const define = (method: HttpMethod, path: string, authenticated = false): EndpointDefinition => ({
  method,
  path,
  authenticated,
});

export const endpoints = {
  // Handshake and platform
  handshaking: define('GET', `${WS}/handshaking`),
  contentList: define('GET', '/services/contentlist'),
  configList: define('GET', '/services/configlist'),
  labelsList: define('GET', '/services/labelslist'),
  labelTranslation: define('GET', `${WS}/labeltranslation`),
  pkceChallenge: define('GET', '/api/get-pkce-challenge'),

  // Catalogue
  navigationList: define('GET', `${B2C}/navigationlist`),
  homeDataList: define('GET', `${B2C}/home/datalist`),
  homeBannerList: define('GET', `${B2C}/home/bannerlist`),
  homeBestSellerList: define('GET', `${B2C}/home/bestsellerlist`),
  staffPicksList: define('GET', `${B2C}/staffpickslist`),
  /** The free samples a cart may take one of (never listed with the products). */
  freeSampleList: define('GET', `${B2C}/freesamplelist`),
  productGroupList: define('GET', `${B2C}/productgrouplist`),
  allBrands: define('GET', `${B2C}/allbrands`),
  productDetail: define('GET', `${B2C}/productdetail`),
  recommendedProducts: define('GET', `${B2C}/recommendedproducts`),
  autocompleteProducts: define('GET', `${B2C}/getautocompleteproducts`),
  queryProducts: define('GET', `${B2C}/getqueryproducts`),
  eventsView: define('GET', `${B2C}/geteventsview`),
  recentlyViewedProducts: define('GET', `${B2C}/getrecentlyviewedproducts`),
  filterList: define('GET', `${WS}/filterlist`),
  /** The filter-products call of SPEC section 7 item 10: body carries locationNumber. */
  filterProducts: define('POST', `${WS}/getallproducts`),
  allBundles: define('GET', '/v3/dopservice/getallbundles'),
  giftCardList: define('GET', `${WS}/giftcardlist`),
  /** What a storefront's sitemap lists (products, facet listings, content) with change times. */
  sitemapEntries: define('GET', `${B2C}/sitemapentries`),
  notifyMe: define('POST', `${WS}/notifyme`),
  contactUs: define('POST', `${WS}/contactus`),

  // Multipack
  multipackConfig: define('GET', `${B2C}/multipack/getconfig`),
  multipackProductList: define('GET', `${B2C}/multipack/productlist`),
  mixPackDetail: define('GET', `${B2C}/multipack/mixpack`, true),
  mixPackCreate: define('POST', `${B2C}/multipack/mixpack`, true),
  mixPackUpdate: define('PUT', `${B2C}/multipack/mixpack`, true),
  mixPackDelete: define('DELETE', `${B2C}/multipack/mixpack`, true),
  mixPackList: define('GET', `${B2C}/multipack/getmixpacklist`, true),
  recommendedVarietyPackList: define('GET', `${B2C}/multipack/recommendedvarietypacklist`),

  // Cart and pricing
  getCartWebData: define('GET', `${B2C}/getcartwebdata`, true),
  saveCartWebData: define('PUT', `${B2C}/savecartwebdata`, true),
  productInventory: define('POST', `${WS}/cartreview/productinventory`),
  checkItemsAvailability: define('POST', '/v2/dopservice/checkitemsavailability'),
  validateVoucher: define('POST', `${WS}/validatevoucher`),
  shippingCharge: define('POST', `${B2C}/shippingcharge`),
  orderTax: define('POST', `${WS}/ordertax`),
  zipCodeValidate: define('GET', `${WS}/zipcodevalidate`),
  /**
   * Carrier-style address validation (SPEC section 1, `isUpsAddress`): the spec names no path,
   * so it sits beside zipcodevalidate; see docs/decisions/0007.
   */
  addressValidate: define('POST', `${WS}/addressvalidate`),

  // Checkout, payments and orders
  /** Authenticated: with a savedCardId it opens the security-code field of the caller's card. */
  captureContext: define('POST', `${WS}/capturecontext`, true),
  /**
   * The sandbox processor's tokenise call, made by the hosted card fields page (served by the
   * API); authorised by the capture context, so it needs no handshake.
   */
  tokenizeCard: define('POST', '/payments/sandbox/tokens'),
  /** The same for the security code of a saved card (the hosted fields' CVV-only mode). */
  tokenizeSecurityCode: define('POST', '/payments/sandbox/security-codes'),
  validateOrder: define('POST', `${B2C}/validateOrder`, true),
  submittedOrder: define('POST', `${B2C}/submittedorder`, true),
  /** Order details for a signed-in owner, or Order Lookup by order number and email. */
  orderDetails: define('GET', `${B2C}/orderdetails`, true),
  applePaySession: define('POST', '/v3/dopservice/apple-pay/paymentSession'),
  payPalSession: define('POST', '/v3/dopservice/paypal/paymentSession'),
  payPalOrder: define('POST', '/v3/dopservice/paypal/order'),
  payPalStatus: define('GET', '/v3/dopservice/paypal/status'),
  /** The signed-in customer's orders, newest first (SPEC section 3 myOrders / orderHistory). */
  orderHistory: define('GET', `${B2C}/orderhistory`, true),
  /** A past order's lines priced today, for the cart (reOrderMergeFlag). */
  reorder: define('POST', `${B2C}/reorder`, true),

  // Accounts
  /** SPEC section 7 item 3, social-user identification: query email. */
  usersExists: define('GET', `${B2C}/usersExists`, true),
  updateUser: define('PUT', `${B2C}/updateUser`, true),
  createCustomer: define('POST', `${WS}/createcustomer`),
  createProfile: define('POST', `${WS}/createprofile`),
  rewardsEmailVerification: define('POST', `${WS}/rewardsemailverification`),
  getCustomer: define('GET', `${WS}/getcustomer`, true),
  updateAccount: define('PUT', `${WS}/updateaccount`, true),
  changePassword: define('PUT', `${WS}/changepassword`, true),
  forgotPassword: define('POST', `${WS}/forgotpassword`),
  resetPassword: define('POST', `${WS}/resetpassword`),
  /** Ours: whether a reset link can still be used, so its page shows the form or says why not. */
  resetPasswordLink: define('POST', `${WS}/resetpasswordlink`),
  removeToken: define('POST', `${WS}/removetoken`, true),
  createAddress: define('POST', `${WS}/createaddress`, true),
  updateAddress: define('PUT', `${WS}/updateaddress`, true),
  deleteAddress: define('DELETE', `${WS}/deleteaddress`, true),
  deletePaymentAccount: define('DELETE', `${WS}/deletepaymentaccount`, true),
  /** Ours: a Snack Rewards member's points balance and ledger (decision 0049). */
  rewardPoints: define('GET', `${WS}/rewardpoints`, true),

  // Sign-in: the site server's calls to the API (docs/decisions/0027), authenticated as the
  // site's OpenID client; the spec names no paths for them.
  interactionDetails: define('GET', '/identity/interaction'),
  interactionLogin: define('POST', '/identity/interaction/login'),
  interactionGoogle: define('POST', '/identity/interaction/google'),
  interactionAbort: define('POST', '/identity/interaction/abort'),
  sessionExchange: define('POST', '/identity/session'),
  /** The provider's session of an API session that ended (440), ended in turn. */
  sessionEnd: define('POST', '/identity/session/end'),
  /** A site's server-side sessions (docs/decisions/0032), kept by the API for the site. */
  siteSessionRead: define('POST', '/identity/site-sessions/read'),
  siteSessionWrite: define('POST', '/identity/site-sessions/write'),
  siteSessionDelete: define('POST', '/identity/site-sessions/delete'),
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;

/** Paths that answer without the handshake headers. */
export const handshakeExemptPaths: readonly string[] = [
  endpoints.handshaking.path,
  endpoints.pkceChallenge.path,
  endpoints.tokenizeCard.path,
  endpoints.tokenizeSecurityCode.path,
];
