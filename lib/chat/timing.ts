// Chat widget timing, kept apart from the state machine so the machine stays free of timers and randomness.

/** The hint bubble ('Ready for a personalized demo?') appears after 30 s. */
export const HINT_DELAY_MS = 30_000;

/** The first greeting arrives 0.5 s after the panel is first opened. */
export const GREETING_DELAY_MS = 500;

/** The typing indicator before each reply shows for TYPING_BASE_MS plus up to TYPING_JITTER_MS. */
export const TYPING_BASE_MS = 1_500;
export const TYPING_JITTER_MS = 1_000;

/** How long to show the typing indicator: 1500..2499 ms. `random` must return a value in [0, 1). */
export function typingDelay(random: () => number = Math.random): number {
  return TYPING_BASE_MS + Math.floor(random() * TYPING_JITTER_MS);
}
