// Projects' public face: the header's switcher, the open project, and its script's calls.
export { ProjectSwitcher } from './components/project-switcher';
export { useCurrentProject, useReopenLastProject } from './hooks/use-current-project';
export { keepProject, useCreateProject, useUpdateProject } from './api/projects';
export { ScriptEditor } from './components/script-editor';
export { useDeleteProjectVoiceover, useVoiceProjectScript } from './api/voiceovers';
// Images in a project: the Images tab's strip and generations, the gallery's 'Use in project'.
export { refreshProject, useUnlinkProjectImage } from './api/images';
export { useAddImageToProject } from './hooks/use-add-image-to-project';
// The project's SEO analysis, thumbnails and publish package.
export { useAnalyzeProjectSeo } from './api/seo';
export { ThumbnailPanel } from './components/thumbnail-panel-lazy';
export { ExportProjectButton } from './components/export-project-button';
// The video's voice, chosen in the storyboard and the Video panel alike.
export { VoiceoverSelect, voiceoverLabel, type VoiceChoice } from './components/voiceover-select';
