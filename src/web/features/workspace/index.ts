// The workspace's public face for the tabs other features add. The loading overlay the tabs show
// is a shared component (src/web/components/loading-overlay), so no tab depends on the workspace.
export type { WorkspaceTabId } from './lib/workspace-tabs';
