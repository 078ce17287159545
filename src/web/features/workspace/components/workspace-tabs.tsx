import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/ui/load-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ScriptWritingTab } from '@/features/scripts';
import { workspaceTabs, type WorkspaceTabId } from '../lib/workspace-tabs';
import { TabPlaceholder } from './tab-placeholder';

// Script Writing comes with the studio; the other tabs load when first opened (or pointed at), so
// the studio's first visit downloads only what its first screen needs.
const loaders = {
  seo: () => import('@/features/seo'),
  images: () => import('@/features/images'),
  chat: () => import('@/features/chat'),
  gallery: () => import('@/features/gallery'),
};
const SeoTab = lazy(() => loaders.seo().then((seo) => ({ default: seo.SeoTab })));
const ImageGenerationTab = lazy(() => loaders.images().then((images) => ({ default: images.ImageGenerationTab })));
const AdvancedChatTab = lazy(() => loaders.chat().then((chat) => ({ default: chat.AdvancedChatTab })));
const GalleryTab = lazy(() => loaders.gallery().then((gallery) => ({ default: gallery.GalleryTab })));

/** A lazily loaded tab, with what it says while it loads. */
function LoadingPanel({ tab, children }: { tab: keyof typeof loaders; children: ReactNode }) {
  const { t } = useTranslation('workspace');
  return <Suspense fallback={<LoadingState label={t(`tabs.${tab}.loadingPanel`)} className="py-16" />}>{children}</Suspense>;
}

type WorkspaceTabsProps = {
  value: WorkspaceTabId;
  onValueChange: (value: WorkspaceTabId) => void;
};

/** The tabs whose tools exist; the others show a placeholder. */
const tabPanels: Partial<Record<WorkspaceTabId, () => ReactNode>> = {
  script: () => <ScriptWritingTab />,
  seo: () => (
    <LoadingPanel tab="seo">
      <SeoTab />
    </LoadingPanel>
  ),
  images: () => (
    <LoadingPanel tab="images">
      <ImageGenerationTab />
    </LoadingPanel>
  ),
  chat: () => (
    <LoadingPanel tab="chat">
      <AdvancedChatTab />
    </LoadingPanel>
  ),
  gallery: () => (
    <LoadingPanel tab="gallery">
      <GalleryTab />
    </LoadingPanel>
  ),
};

export function WorkspaceTabs({ value, onValueChange }: WorkspaceTabsProps) {
  const { t } = useTranslation('workspace');
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as WorkspaceTabId)}>
      <TabsList aria-label={t('tabs.list')}>
        {workspaceTabs.map(({ id, icon: Icon }) => (
          <TabsTrigger
            key={id}
            value={id}
            // Start fetching a lazily loaded tab as soon as it is pointed at or focused.
            onPointerEnter={() => void loaders[id as keyof typeof loaders]?.()}
            onFocus={() => void loaders[id as keyof typeof loaders]?.()}
          >
            <Icon aria-hidden />
            <span aria-hidden className="sm:hidden">
              {t(`tabs.${id}.shortLabel`)}
            </span>
            <span className="sr-only sm:not-sr-only">{t(`tabs.${id}.label`)}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {workspaceTabs.map(({ id, icon }) => {
        const panel = tabPanels[id];
        return (
          <TabsContent key={id} value={id}>
            {panel ? panel() : <TabPlaceholder label={t(`tabs.${id}.label`)} summary={t(`tabs.${id}.summary`)} icon={icon} />}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
