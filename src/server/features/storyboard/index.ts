// A project's storyboard: its scenes over the voiceover, each with the photo, clip or picture it shows.
export { createStoryboardRepository } from './repository';
export { createStoryboardService, type PlannedStoryboard, type SceneMedium, type StoryboardService } from './service';
export { storyboardRoutes } from './routes';
export { scenesFromList, scenesFromSections, type PlannedScene } from './scene-plan';
