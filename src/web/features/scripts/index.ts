// The scripts feature's public face: the workspace renders the tab.
export { ScriptWritingTab } from './components/script-writing-tab';
// The form's words, for the studio's pre-rendered frame.
export { useScriptFormText } from './lib/script-form-text';
// The Language select and content languages' names, for the chat's context.
export { ContentLanguageSelect, useContentLanguageName } from './components/content-language-select';
