import { clipAtWord } from '@shared/clip-text';
import { ImageIcon, X } from 'lucide-react';
import { useId } from 'react';
import type { Project } from '@shared/contracts/projects';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useUnlinkProjectImage } from '@/features/projects';
import { errorBodyMessage } from '@/lib/api-client';

/**
 * 'Project images': the gallery images the open project uses, in the order they were added. What
 * is generated in the tab joins them; removing one leaves it in the gallery.
 */
export function ProjectImages({ project }: { project: Project }) {
  const id = useId();
  const unlink = useUnlinkProjectImage();
  const removingId = unlink.isPending ? unlink.variables.imageId : null;

  function remove(imageId: string) {
    unlink.mutate(
      { projectId: project.id, imageId },
      {
        onSuccess: () => toast({ title: 'Removed from project', description: 'The image is still in your gallery.' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Could not remove the image',
            description: errorBodyMessage(error) ?? 'Please check your connection and try again.',
          }),
      },
    );
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="min-w-0">
      <CardHeader>
        <CardTitle id={`${id}-title`}>Project images</CardTitle>
        <CardDescription>Images you generate here are added to “{project.title}”. Removing one keeps it in your gallery.</CardDescription>
      </CardHeader>
      <CardContent>
        {project.images.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ImageIcon aria-hidden className="size-4 shrink-0" />
            No images in this project yet.
          </p>
        ) : (
          <ul aria-label={`Images in ${project.title}`} className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-3">
            {project.images.map((image, index) => (
              <li key={image.id} data-testid="project-image" className="grid min-w-0 content-start gap-2">
                <img
                  src={image.thumbnailUrl}
                  alt={image.prompt}
                  title={image.prompt}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full rounded-lg bg-muted object-cover"
                />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="w-full"
                  disabled={removingId === image.id}
                  aria-label={`Remove from project: ${clipAtWord(image.prompt, 60)} (image ${index + 1})`}
                  onClick={() => remove(image.id)}
                >
                  <X aria-hidden />
                  {removingId === image.id ? 'Removing...' : 'Remove'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
