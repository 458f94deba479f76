/**
 * Waits for running CSS animations that end (an overlay fading in) to finish, so assertions
 * and axe's contrast check see the final colours rather than a half-transparent frame.
 * Endless animations (spinners, skeleton shimmer) never finish and are left running.
 */
export async function settleAnimations(): Promise<void> {
  const ending = document
    .getAnimations()
    .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime));
  await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
}
