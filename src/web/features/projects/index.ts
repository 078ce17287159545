// Projects' public face: the header's switcher, the open project, and its script's calls.
export { ProjectSwitcher } from './components/project-switcher';
export { useCurrentProject, useReopenLastProject } from './hooks/use-current-project';
export { useCreateProject } from './api/projects';
export { ScriptEditor } from './components/script-editor';
export { useDeleteProjectVoiceover, useVoiceProjectScript } from './api/voiceovers';
