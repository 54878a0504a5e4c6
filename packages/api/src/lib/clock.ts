/** The current time. Injected (AppOptions.now) so tests move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const secondsFrom = (clock: Clock, seconds: number): Date => new Date(clock().getTime() + seconds * 1000);
