/**
 * Waits for running CSS animations (an overlay fading in) to finish, so assertions and
 * axe's contrast check see the final colours rather than a half-transparent frame.
 */
export async function settleAnimations(): Promise<void> {
  await Promise.all(
    document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
  );
}
