// React 18 and later have useSyncExternalStore built in; the npm shim (wouter imports it) only
// re-exports it after a version check, so the bundle takes React's own instead.
export { useSyncExternalStore } from 'react';
