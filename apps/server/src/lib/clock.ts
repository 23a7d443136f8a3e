/** Time source, injectable so tests can move past idle and absolute session limits. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
