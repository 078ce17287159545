import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '@/components/ui/load-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { GalleryTab } from '@/features/gallery';
import { ImageGenerationTab } from '@/features/images';
import { ScriptWritingTab } from '@/features/scripts';
import { SeoTab } from '@/features/seo';
import { workspaceTabs, type WorkspaceTabId } from '../lib/workspace-tabs';
import { TabPlaceholder } from './tab-placeholder';

// The chat (its socket, reducer and voice hooks) loads only when its tab is opened.
const AdvancedChatTab = lazy(() => import('@/features/chat').then((chat) => ({ default: chat.AdvancedChatTab })));

type WorkspaceTabsProps = {
  value: WorkspaceTabId;
  onValueChange: (value: WorkspaceTabId) => void;
};

/** The tabs whose tools exist; the others show a placeholder. */
const tabPanels: Partial<Record<WorkspaceTabId, () => ReactNode>> = {
  script: () => <ScriptWritingTab />,
  seo: () => <SeoTab />,
  images: () => <ImageGenerationTab />,
  chat: () => (
    <Suspense fallback={<LoadingState label="Loading chat..." className="py-16" />}>
      <AdvancedChatTab />
    </Suspense>
  ),
  gallery: () => <GalleryTab />,
};

export function WorkspaceTabs({ value, onValueChange }: WorkspaceTabsProps) {
  return (
    <Tabs value={value} onValueChange={(next) => onValueChange(next as WorkspaceTabId)}>
      <TabsList aria-label="Studio tools">
        {workspaceTabs.map(({ id, label, shortLabel, icon: Icon }) => (
          <TabsTrigger key={id} value={id}>
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
