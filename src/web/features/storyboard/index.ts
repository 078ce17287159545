// The open project's storyboard: its scenes over the voiceover, with their photos and clips, loaded when first shown.
export { StoryboardPanel } from './components/storyboard-panel-lazy';
