import { generateImagesInput, generateImagesResponse } from '@shared/contracts/images';
import {
  createProjectInput,
  createProjectVoiceoverInput,
  project,
  projectListQuery,
  projectListResponse,
  projectSeoAnalysis,
  projectSeoInput,
  projectVoiceover,
} from '@shared/contracts/projects';
import { generateScriptInput, generateScriptResponse } from '@shared/contracts/scripts';
import { defineTool, projectId } from './tool';

/** A creator's work on a project: find or start one, write its script, check its SEO, voice it, illustrate it. */
export const projectTools = [
  defineTool({
    name: 'list_projects',
    title: 'List projects',
    description: 'The user’s projects (one video each), newest first, a page at a time; `search` matches titles and topics.',
    route: 'GET /api/projects',
    input: projectListQuery,
    output: projectListResponse,
    run: (services, input, { user }) => services.projects.list(user.id, input),
  }),
  defineTool({
    name: 'create_project',
    title: 'Create a project',
    description: 'Starts a project for one video; an untitled project takes its topic’s words as a title.',
    route: 'POST /api/projects',
    input: createProjectInput,
    output: project,
    run: (services, input, { user }) => services.projects.create(user, input),
  }),
  defineTool({
    name: 'write_script',
    title: 'Write a script',
    description:
      'Writes a video script on a topic. With `projectId` the project keeps it as its next script version, ' +
      'which a voiceover and an SEO analysis of the project then use. Counts against the plan’s scripts.',
    route: 'POST /api/scripts/generate',
    input: generateScriptInput,
    output: generateScriptResponse,
    run: (services, input, { user, signal }) => services.scripts.generate(user, input, signal),
  }),
  defineTool({
    name: 'analyze_seo',
    title: 'Analyze SEO',
    description:
      'Analyzes the project’s script (or `content` given instead) for YouTube: score, checks, suggested title, ' +
      'description, tags and chapters; the project keeps the analysis.',
    route: 'POST /api/projects/:id/seo',
    input: projectSeoInput.safeExtend({ projectId }),
    output: projectSeoAnalysis,
    run: (services, { projectId, ...input }, { user, signal }) => services.projects.analyseSeo(user, projectId, input, signal),
  }),
  defineTool({
    name: 'make_voiceover',
    title: 'Make a voiceover',
    description:
      'Speaks the project’s current script with a stock voice or one of the user’s voice profiles (`voice_id`), ' +
      'with word-timed captions; the project keeps it, and a render uses it.',
    route: 'POST /api/projects/:id/voiceovers',
    input: createProjectVoiceoverInput.safeExtend({ projectId }),
    output: projectVoiceover,
    run: (services, { projectId, ...input }, { user, signal }) => services.projects.voiceScript(user, projectId, input, signal),
  }),
  defineTool({
    name: 'generate_images',
    title: 'Generate images',
    description:
      'Draws pictures from a prompt into the user’s gallery; with `projectId` they are also used in that project ' +
      '(its scenes and thumbnails). Counts against the plan’s images.',
    route: 'POST /api/images/generate',
    input: generateImagesInput,
    output: generateImagesResponse,
    run: (services, input, { user, signal }) => services.images.generate(user, input, signal),
  }),
];
