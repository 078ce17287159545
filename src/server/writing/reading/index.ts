import type { QuickTemplateId, VideoKind } from '@shared/catalog/scripts';
import type { Reading } from '@shared/contracts/scripts';
import { readRequest } from './read-request';

export { readRequest } from './read-request';

/** A script request's reading: the topic read, the kind the creator chose (a correction) over the one read. */
export function readingOf(request: { topic: string; template?: QuickTemplateId | undefined; kind?: VideoKind | undefined }): Reading {
  const read = readRequest(request.topic, request.template);
  return request.kind ? { ...read, kind: request.kind } : read;
}
