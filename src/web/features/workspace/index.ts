// The workspace's public face for the tabs other features add.
export { useLoadingOverlay } from './hooks/use-loading-overlay';
export type { LoadingCopy } from './components/loading-overlay-context';
export type { WorkspaceTabId } from './lib/workspace-tabs';
