import type { z } from 'zod';
import type * as accounts from './accounts';
import type * as catalogue from './catalogue';
import type * as checkout from './checkout';
import type * as content from './content';
import type * as multipack from './multipack';
import type * as payments from './payments';
import type * as pricing from './pricing';
import type * as shipping from './shipping';

/*
 * The API's answers by name, for code that shows them: each type is inferred from the
 * response schema the API is checked against, never written by hand.
 */

export type ProductPage = z.output<typeof catalogue.productPageSchema>;
export type SearchResultsPage = z.output<typeof catalogue.searchPageSchema>;
export type ProductDetail = z.output<typeof catalogue.productDetailSchema>;
export type Facets = z.output<typeof catalogue.facetsSchema>;
export type FacetOption = Facets['brand'][number];
export type ProductGroup = z.output<typeof catalogue.productGroupSchema>;
export type Brand = z.output<typeof catalogue.brandSchema>;
export type Bundle = z.output<typeof catalogue.bundleSchema>;
export type GiftCard = z.output<typeof catalogue.giftCardSchema>;
export type ShopEvent = z.output<typeof catalogue.shopEventSchema>;
export type SitemapEntries = z.output<typeof catalogue.sitemapEntriesSchema>;

export type Banner = z.output<typeof content.bannerSchema>;
export type NavigationEntry = z.output<typeof content.navigationEntrySchema>;
export type HomeData = z.output<typeof content.homeDataSchema>;
export type ContentEntry = z.output<typeof content.contentEntrySchema>;
export type ConfigValue = z.output<typeof content.configValueSchema>;

export type MultipackConfig = z.output<typeof multipack.multipackConfigSchema>;
export type MultipackProduct = z.output<typeof multipack.multipackProductSchema>;
export type MixPack = z.output<typeof multipack.mixPackSchema>;
export type VarietyPack = z.output<typeof multipack.varietyPackSchema>;

export type CouponData = z.output<typeof pricing.couponDataSchema>;
export type CartTotals = z.output<typeof pricing.cartTotalsSchema>;
export type LineLabel = z.output<typeof pricing.lineLabelSchema>;
export type ZipPlace = z.output<typeof shipping.zipPlaceSchema>;
export type AddressValidation = z.output<typeof shipping.addressValidationSchema>;

export type ValidatedOrder = z.output<typeof checkout.validatedOrderSchema>;
export type OrderLineView = z.output<typeof checkout.orderLineViewSchema>;
export type CaptureContext = z.output<typeof payments.captureContextResponseSchema>;
export type PaymentRedirect = z.output<typeof payments.paymentRedirectSchema>;

export type CustomerDetails = z.output<typeof accounts.customerDetailsSchema>;
export type ApiSession = z.output<typeof accounts.apiSessionSchema>;
export type SignInInteraction = z.output<typeof accounts.interactionSchema>;
