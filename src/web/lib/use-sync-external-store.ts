// React 18 and later (and preact/compat, which the build puts in React's place) have
// useSyncExternalStore built in; the npm shim (wouter imports it) only re-exports it after a version
// check, so the bundle takes the built-in one instead.
export { useSyncExternalStore } from 'react';
