// The open project's storyboard: its scenes over the voiceover, with their photos and clips, loaded when first shown.
export { StoryboardPanel } from './components/storyboard-panel-lazy';
// The video's voice, one for the storyboard and the Video panel.
export { useVideoVoice } from './hooks/use-video-voice';
