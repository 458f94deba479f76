/** Every table, one module per feature; drizzle-kit reads this file to generate migrations. */
export * from './catalogue';
export * from './content';
export * from './customers';
export * from './engagement';
export * from './multipack-config';
export * from './orders';
export * from './pricing';
export * from './carts';
export * from './multipack';
export * from './vouchers';
export * from './payments';
export * from './checkout';
export * from './mail';
export * from './identity';
export * from './rate-limits';
export * from './rewards';
