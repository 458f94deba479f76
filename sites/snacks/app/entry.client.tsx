import { hydrateDocument } from '@snackshop/storefront/entry.client';

hydrateDocument();
