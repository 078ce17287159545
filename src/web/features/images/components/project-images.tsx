import { clipAtWord } from '@shared/clip-text';
import { ImageIcon, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('images');
  const id = useId();
  const unlink = useUnlinkProjectImage();
  const removingId = unlink.isPending ? unlink.variables.imageId : null;

  function remove(imageId: string) {
    unlink.mutate(
      { projectId: project.id, imageId },
      {
        onSuccess: () => toast({ title: t('projectImages.removedTitle'), description: t('projectImages.removedDescription') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('projectImages.removeFailedTitle'),
            description: errorBodyMessage(error) ?? t('projectImages.removeFailedDescription'),
          }),
      },
    );
  }

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="min-w-0">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t('projectImages.title')}</CardTitle>
        <CardDescription>{t('projectImages.description', { title: project.title })}</CardDescription>
      </CardHeader>
      <CardContent>
        {project.images.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <ImageIcon aria-hidden className="size-4 shrink-0" />
            {t('projectImages.empty')}
          </p>
        ) : (
          <ul
            aria-label={t('projectImages.list', { title: project.title })}
            className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-3"
          >
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
                  aria-label={t('projectImages.removeLabel', { prompt: clipAtWord(image.prompt, 60), number: index + 1 })}
                  onClick={() => remove(image.id)}
                >
                  <X aria-hidden />
                  {removingId === image.id ? t('projectImages.removing') : t('projectImages.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
