/**
 * A gate for work no one needs before the first page is on screen (decision 029). main.tsx shuts
 * it while the first page draws and the app opens it a frame after its first commit, once the
 * browser has painted; where nothing shut it (a page drawn on its own in a test) it stands open.
 * Lighthouse counts a request made before the first paint as part of that paint: the account's
 * schemas, fetched then, put their chunk's download and start-up before the first content.
 */
let gate: Promise<void> = Promise.resolve();
let open: () => void = () => {};

/** Should the app never commit (a crash before its first draw), the gate opens anyway. */
const LONGEST_HOLD_MS = 3000;

export function holdUntilFirstPaint(): void {
  gate = new Promise((resolve) => {
    open = resolve;
    setTimeout(resolve, LONGEST_HOLD_MS);
  });
}

/** Called once the app's first commit is done: the gate opens after the next frame is painted. */
export function firstCommitDone(): void {
  requestAnimationFrame(() => setTimeout(open, 0));
}

export function afterFirstPaint(): Promise<void> {
  return gate;
}
