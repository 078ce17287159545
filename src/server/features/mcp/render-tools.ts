import { createRenderInput, createRenderResponse, render, renderIdParams } from '@shared/contracts/renders';
import { z } from 'zod';
import { defineTool, projectId } from './tool';

/** A video takes minutes: start_render answers at once with the render's id, get_render follows it. */
export const renderTools = [
  defineTool({
    name: 'start_render',
    title: 'Start a video render',
    description:
      'Queues a video of the project (its voiceover, images and captions) and answers at once with the render, ' +
      '`queued`. Follow it with get_render until it is `done` (then `videoUrl` is the MP4) or `failed`.',
    route: 'POST /api/projects/:id/renders',
    input: createRenderInput.safeExtend({ projectId }),
    output: createRenderResponse,
    run: async (services, { projectId, ...input }, { user }) => ({ render: await services.renders.create(user, projectId, input) }),
  }),
  defineTool({
    name: 'get_render',
    title: 'Get a render',
    description:
      'A render’s `status` (queued, running, done, failed, canceled), `progress` (0–100), `etaSeconds` while it runs, ' +
      'and once done `videoUrl`, the MP4’s address on this server.',
    route: 'GET /api/renders/:id',
    input: z.object({ renderId: renderIdParams.shape.id }),
    output: render,
    run: (services, { renderId }, { user }) => services.renders.get(user.id, renderId),
  }),
];
