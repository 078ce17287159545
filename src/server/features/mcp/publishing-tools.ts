import { z } from 'zod';
import { channelsResponse, createPublicationInput, publication, publicationIdParams } from '@shared/contracts/publishing';
import { defineTool, projectId } from './tool';

/** Publishing a finished render to a channel the user connected in the studio (connecting takes a browser). */
export const publishingTools = [
  defineTool({
    name: 'list_channels',
    title: 'List channels',
    description: 'The channels the user connected to publish to (`status` `reconnect` when the platform no longer accepts the grant).',
    route: 'GET /api/channels',
    input: z.object({}),
    output: channelsResponse,
    run: (services, _input, { user }) => services.channels.list(user.id),
  }),
  defineTool({
    name: 'publish',
    title: 'Publish a video',
    description:
      'Uploads a finished render of the project to one of the user’s channels, now or at `publishAt`, and answers at ' +
      'once with the publication, `uploading`; follow it with get_publication.',
    route: 'POST /api/projects/:id/publications',
    input: createPublicationInput.safeExtend({ projectId }),
    output: publication,
    run: (services, { projectId, ...input }, { user }) => services.publications.create(user, projectId, input),
  }),
  defineTool({
    name: 'get_publication',
    title: 'Get a publication',
    description:
      'A publication’s `status` (scheduled, uploading, processing, published, failed, canceled), `progress`, `error` and, once out, `url`.',
    route: 'GET /api/publications/:id',
    input: z.object({ publicationId: publicationIdParams.shape.id }),
    output: publication,
    run: (services, { publicationId }, { user }) => services.publications.get(user.id, publicationId),
  }),
];
