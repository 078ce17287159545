import { useMutation, useMutationState } from '@tanstack/react-query';
import type { GalleryImage } from '@shared/contracts/images';
import { PROJECT_TITLE_MAX_LENGTH } from '@shared/contracts/projects';
import { toast } from '@/components/ui/use-toast';
import { i18n } from '@/i18n/i18n';
import { errorBodyMessage } from '@/lib/api-client';
import { clipAtWord } from '@shared/clip-text';
import { useLinkProjectImage } from '../api/images';
import { useCreateProject } from '../api/projects';
import { useCurrentProject } from './use-current-project';

/** How long a title taken from an image's prompt may be (as the server names a project after its topic). */
const TITLE_FROM_PROMPT_MAX = Math.min(80, PROJECT_TITLE_MAX_LENGTH);

/** Every 'Use in project' under one key: while one runs, the others wait (two clicks never start two projects). */
const imageUseKey = ['projects', 'use-image'] as const;

type ImageToUse = Pick<GalleryImage, 'id' | 'prompt'>;

const failed = (title: string, error: unknown) =>
  toast({ variant: 'destructive', title, description: errorBodyMessage(error) ?? i18n.t('projects:errors.connection') });

/**
 * 'Use in project' for a gallery image: with a project open, the image is used in it; with none, a
 * project named after the image's prompt is started with the image and opened (on the same tab).
 */
export function useAddImageToProject() {
  const { projectId, project, query, open } = useCurrentProject();
  const create = useCreateProject();
  const link = useLinkProjectImage();

  /** A new project named after the image's prompt, started with the image and opened. */
  async function startWith(image: ImageToUse) {
    const title = clipAtWord(image.prompt, TITLE_FROM_PROMPT_MAX) || undefined;
    const created = await create.mutateAsync({ title }).catch((error: unknown) => {
      failed(i18n.t('projects:errors.createFailed'), error);
      return null;
    });
    if (!created) return;
    try {
      await link.mutateAsync({ projectId: created.id, imageId: image.id });
      toast({
        title: i18n.t('projects:addImage.addedTitle'),
        description: i18n.t('projects:addImage.startedWith', { title: created.title }),
      });
    } catch (error) {
      failed(i18n.t('projects:addImage.failed'), error);
    }
    // Opened either way: the project exists now, and an empty one is better seen than lost.
    open(created.id);
  }

  const use = useMutation({
    mutationKey: imageUseKey,
    // The open project comes with each call: useMutation takes new options in an effect, which can
    // run after the next paint, so a click just after the project loaded could still see none here
    // and start a new project.
    mutationFn: async ({ image, into }: { image: ImageToUse; into: typeof project }) => {
      if (!into) return startWith(image);
      await link.mutateAsync({ projectId: into.id, imageId: image.id });
      toast({ title: i18n.t('projects:addImage.addedTitle'), description: i18n.t('projects:addImage.nowUses', { title: into.title }) });
    },
    onError: (error) => failed(i18n.t('projects:addImage.failed'), error),
  });
  const adding = useMutationState({
    filters: { mutationKey: imageUseKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { image: ImageToUse }).image.id,
  });

  return {
    /** The open project, once loaded (null with none open). */
    project,
    /** A project is named in the address but not loaded yet, or an image is being added: wait. */
    busy: (projectId !== null && query.isPending) || adding.length > 0,
    /** The image is already used in the open project. */
    isInProject: (imageId: string) => project?.images.some((image) => image.id === imageId) ?? false,
    add: (image: ImageToUse) => {
      if (adding.length === 0) use.mutate({ image, into: project });
    },
    /** The images being added. */
    isAdding: (imageId: string) => adding.includes(imageId),
  };
}
