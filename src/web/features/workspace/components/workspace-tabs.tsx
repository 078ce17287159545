import { lazy, Suspense, type ReactNode } from 'react';
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

const loadingPanel = (label: string, panel: ReactNode) => (
  <Suspense fallback={<LoadingState label={label} className="py-16" />}>{panel}</Suspense>
);

type WorkspaceTabsProps = {
  value: WorkspaceTabId;
  onValueChange: (value: WorkspaceTabId) => void;
};

/** The tabs whose tools exist; the others show a placeholder. */
const tabPanels: Partial<Record<WorkspaceTabId, () => ReactNode>> = {
  script: () => <ScriptWritingTab />,
  seo: () => loadingPanel('Loading SEO optimization...', <SeoTab />),
  images: () => loadingPanel('Loading image generation...', <ImageGenerationTab />),
  chat: () => loadingPanel('Loading chat...', <AdvancedChatTab />),
  gallery: () => loadingPanel('Loading your gallery...', <GalleryTab />),
};

export function WorkspaceTabs({ value, onValueChange }: WorkspaceTabsProps) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as WorkspaceTabId)}>
      <TabsList aria-label="Studio tools">
        {workspaceTabs.map(({ id, label, shortLabel, icon: Icon }) => (
          <TabsTrigger
            key={id}
            value={id}
            // Start fetching a lazily loaded tab as soon as it is pointed at or focused.
            onPointerEnter={() => void loaders[id as keyof typeof loaders]?.()}
            onFocus={() => void loaders[id as keyof typeof loaders]?.()}
          >
            <Icon aria-hidden />
            <span aria-hidden className="sm:hidden">
              {shortLabel}
            </span>
            <span className="sr-only sm:not-sr-only">{label}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {workspaceTabs.map(({ id, label, summary, icon }) => {
        const panel = tabPanels[id];
        return (
          <TabsContent key={id} value={id}>
            {panel ? panel() : <TabPlaceholder label={label} summary={summary} icon={icon} />}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
