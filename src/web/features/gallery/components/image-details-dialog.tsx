import { Download, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '@shared/contracts/images';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { errorBodyMessage } from '@/lib/api-client';
import { downloadImage } from '@/lib/download-image';
import { imageEngineLabel } from '@/lib/image-engine-label';
import { useDeleteImage } from '../api/delete-image';
import { useFormat } from '@/i18n/format';
import { formatDateTime } from '../lib/format-date';
import { qualityLabel, styleLabel } from '../lib/labels';
import { UseInProject } from './use-in-project';

type ImageDetailsDialogProps = {
  image: GalleryImage;
  onClose: () => void;
  onDeleted: () => void;
};

/**
 * 'Image Details' (spec §2): the full image and its settings, Download Image, Use in project, and
 * Delete (confirmed first). It opens on Download Image, never on Delete, and the image
 * gives up height before anything else does, so the actions stay on screen beside a tall or square
 * picture.
 */
export function ImageDetailsDialog({ image, onClose, onDeleted }: ImageDetailsDialogProps) {
  const { t } = useTranslation('gallery');
  const { locale } = useFormat();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteImage();
  const downloadRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const askedBefore = useRef(false);

  // Asking puts the focus on the safe answer (Cancel); going back returns it to Delete.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (askedBefore.current) deleteRef.current?.focus();
    askedBefore.current = confirming;
  }, [confirming]);
  const details: Array<[string, string]> = [
    [t('details.prompt'), image.prompt],
    [t('details.style'), styleLabel(t, image.style)],
    [t('details.aspectRatio'), image.aspectRatio],
    [t('details.quality'), qualityLabel(t, image.quality)],
    [t('details.created'), formatDateTime(image.createdAt, locale)],
    [t('details.engine'), imageEngineLabel(image.engine)],
  ];

  function confirmDelete() {
    remove.mutate(image.id, {
      onSuccess: () => {
        toast({ title: t('details.deletedTitle'), description: t('details.deletedDescription') });
        onDeleted();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('details.deleteFailedTitle'),
          description: errorBodyMessage(error) ?? t('details.deleteFailedDescription'),
        }),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="flex max-h-[92dvh] flex-col overflow-y-auto sm:max-w-2xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          downloadRef.current?.focus();
        }}
        // While asking, Escape answers 'Cancel' rather than closing the dialog.
        onEscapeKeyDown={(event) => {
          if (!confirming) return;
          event.preventDefault();
          setConfirming(false);
        }}
      >
        <DialogHeader className="shrink-0">
          <DialogTitle>{t('details.title')}</DialogTitle>
          <DialogDescription>{t('details.description')}</DialogDescription>
        </DialogHeader>
        {/* The one part that shrinks (down to 8rem) when the dialog would outgrow the screen. */}
        <img src={image.imageUrl} alt={image.prompt} className="max-h-[50dvh] min-h-32 w-full shrink rounded-xl bg-muted object-contain" />
        <dl className="grid shrink-0 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm sm:gap-x-6 sm:gap-y-3">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-muted-foreground">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {confirming ? (
          <div
            role="group"
            aria-label={t('details.confirmDelete')}
            className="grid shrink-0 gap-3 rounded-xl border border-danger-line bg-danger-soft p-4"
          >
            <p className="text-sm font-medium text-danger">{t('details.confirmQuestion')}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button ref={cancelRef} type="button" variant="outline" disabled={remove.isPending} onClick={() => setConfirming(false)}>
                {t('details.cancel')}
              </Button>
              <Button type="button" variant="destructive" disabled={remove.isPending} onClick={confirmDelete}>
                <Trash2 aria-hidden />
                {remove.isPending ? t('details.deleting') : t('details.deleteImage')}
              </Button>
            </div>
          </div>
        ) : (
          <DialogFooter className="shrink-0 sm:items-center">
            {/* Set apart from the other actions, on the left. */}
            <Button ref={deleteRef} type="button" variant="outline" className="sm:mr-auto" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden />
              {t('details.delete')}
            </Button>
            <UseInProject image={image} className="h-10 justify-center px-4 text-sm" />
            <Button ref={downloadRef} type="button" variant="brand" onClick={() => void downloadImage(image.imageUrl)}>
              <Download aria-hidden />
              {t('details.downloadImage')}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
