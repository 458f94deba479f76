import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';

/**
 * Loads component modules for a jsdom test. Their `.css.ts` styles register at run time
 * under one file scope, as the vanilla-extract plugin would have each file do in the sites'
 * builds, so the components render with their class names without a build step.
 */
export async function withStyles<T>(load: () => Promise<T>): Promise<T> {
  setFileScope('src/test/withStyles.ts', '@snackshop/storefront');
  try {
    return await load();
  } finally {
    endFileScope();
  }
}
