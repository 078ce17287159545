// The chat feature's public face: the workspace renders the tab (loaded lazily with this module).
export { AdvancedChatTab } from './components/advanced-chat-tab';
