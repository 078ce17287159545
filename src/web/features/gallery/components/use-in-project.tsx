import { Check, FolderPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@shared/contracts/images';
import { Button } from '@/components/ui/button';
import { useAddImageToProject } from '@/features/projects';
import { cn } from '@/lib/cn';

type UseInProjectProps = {
  image: GalleryImage;
  /** The button's accessible name: in the grid it names the image, in its details dialog it need not. */
  label?: string;
  className?: string;
};

/**
 * 'Use in project': the image is used in the open project, or starts a new one named
 * after its prompt. An image the open project already uses says so instead.
 */
export function UseInProject({ image, label, className }: UseInProjectProps) {
  const { t } = useTranslation('gallery');
  const { project, busy, isInProject, add, isAdding } = useAddImageToProject();
  if (isInProject(image.id)) {
    return (
      <span className={cn('inline-flex items-center gap-1.5 text-xs font-medium text-success', className)}>
        <Check aria-hidden className="size-4" />
        {t('useInProject.alreadyIn')}
      </span>
    );
  }
  const adding = isAdding(image.id);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={className}
      disabled={busy}
      aria-label={label}
      title={project ? t('useInProject.addTo', { title: project.title }) : t('useInProject.startNew')}
      onClick={() => add(image)}
    >
      <FolderPlus aria-hidden />
      {adding ? t('useInProject.adding') : t('useInProject.use')}
    </Button>
  );
}
