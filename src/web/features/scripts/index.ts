// The scripts feature's public face: the workspace renders the tab.
export { ScriptWritingTab } from './components/script-writing-tab';
