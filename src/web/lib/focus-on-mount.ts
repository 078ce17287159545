/**
 * A ref that focuses its element once it is mounted. React's `autoFocus` does that; preact/compat
 * (the build's React) only writes the attribute, which a browser honours once per page at most.
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();
