import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_ASPECT_RATIO,
  DEFAULT_COLOR_PALETTE,
  DEFAULT_COMPOSITION,
  DEFAULT_IMAGE_QUALITY,
  DEFAULT_IMAGE_STYLE,
  DEFAULT_LIGHTING,
  IMAGE_COUNT,
} from '@shared/catalog/images';
import { toast } from '@/components/ui/use-toast';
import { ThumbnailPanel, useCurrentProject } from '@/features/projects';
import { useLoadingOverlay } from '@/components/loading-overlay/use-loading-overlay';
import { useGenerateImages } from '../api/generate-images';
import { usePreferences } from '../api/get-preferences';
import { generationFailedTitle, imageFailureMessage } from '../lib/failure-message';
import { ImageForm, type ImageFormValues } from './image-form';
import { ImageResults, type ImageResult } from './image-results';
import { OfflineImagesNote } from './offline-images-note';
import { ProjectImages } from './project-images';

type Choices = Partial<Omit<ImageFormValues, 'prompt'>>;

/**
 * The Image Generation tab (spec §2): the form with the user's memory on the left, the images on
 * the right. Controls the user has not touched follow their saved defaults, else the catalogue's.
 * With a project open the images are made for it, and its images are shown under them.
 * Without an image engine a note says the offline pictures are title cards.
 */
export function ImageGenerationTab() {
  const { t } = useTranslation('images');
  const [prompt, setPrompt] = useState('');
  const [choices, setChoices] = useState<Choices>({});
  const [result, setResult] = useState<ImageResult | null>(null);
  const preferences = usePreferences().data ?? null;
  const generate = useGenerateImages();
  const { showLoading, hideLoading } = useLoadingOverlay();
  const { projectId, project } = useCurrentProject();

  const values: ImageFormValues = {
    prompt,
    style: choices.style ?? DEFAULT_IMAGE_STYLE,
    aspectRatio: choices.aspectRatio ?? preferences?.defaultAspectRatio ?? DEFAULT_ASPECT_RATIO,
    quality: choices.quality ?? preferences?.defaultQuality ?? DEFAULT_IMAGE_QUALITY,
    lighting: choices.lighting ?? preferences?.defaultLighting ?? DEFAULT_LIGHTING,
    composition: choices.composition ?? preferences?.defaultComposition ?? DEFAULT_COMPOSITION,
    colorPalette: choices.colorPalette ?? preferences?.defaultColorPalette ?? DEFAULT_COLOR_PALETTE,
    count: choices.count ?? IMAGE_COUNT.default,
  };

  function change({ prompt: nextPrompt, ...rest }: Partial<ImageFormValues>) {
    if (nextPrompt !== undefined) setPrompt(nextPrompt);
    if (Object.keys(rest).length > 0) setChoices((current) => ({ ...current, ...rest }));
  }

  function submit() {
    const text = values.prompt.trim();
    if (!text) {
      toast({ variant: 'destructive', title: t('tab.promptRequiredTitle'), description: t('tab.promptRequiredMessage') });
      return;
    }
    const { count } = values;
    showLoading();
    generate.mutate(
      {
        prompt: text,
        style: values.style,
        aspectRatio: values.aspectRatio,
        quality: values.quality,
        count,
        lighting: values.lighting,
        composition: values.composition,
        colorPalette: values.colorPalette,
        ...(projectId ? { projectId } : {}),
      },
      {
        onSuccess: (response) => {
          setResult({ response, prompt: text });
          const ready = t('tab.ready', { count: response.images.length });
          toast({
            title: t('tab.generatedTitle'),
            description: project ? t('tab.readyInProject', { count: response.images.length, ready, title: project.title }) : ready,
          });
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: generationFailedTitle(), description: imageFailureMessage(error, count) }),
        onSettled: hideLoading,
      },
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <OfflineImagesNote className="lg:col-span-2" />
      <ImageForm
        values={values}
        onChange={change}
        onSubmit={submit}
        isPending={generate.isPending}
        preferences={preferences}
        enhancedPrompt={result?.response.enhancedPrompt ?? null}
      />
      <div className="grid min-w-0 content-start gap-6">
        <ImageResults result={result} />
        {project && <ProjectImages project={project} />}
      </div>
      <ThumbnailPanel className="lg:col-span-2" />
    </div>
  );
}
