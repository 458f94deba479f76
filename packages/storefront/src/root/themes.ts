import { hotTheme } from '@snackshop/ui-kit/themes/hot';
import { rewardsTheme } from '@snackshop/ui-kit/themes/rewards';
import { snacksTheme } from '@snackshop/ui-kit/themes/snacks';

/** The ui-kit theme classes by name: each site has one; the hot-snack shop section uses `hot`. */
export const themeClasses = {
  snacks: snacksTheme,
  rewards: rewardsTheme,
  hot: hotTheme,
} as const;
