/**
 * How a slice changes the store: a partial state or a function of the current one. Slices see
 * only their own part; the whole store's setter fits this type.
 */
export type SetState<S> = (update: Partial<S> | ((state: S) => Partial<S>)) => void;
