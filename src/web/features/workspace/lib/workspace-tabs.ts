import { FileText, Image, Images, MessagesSquare, Search, type LucideIcon } from 'lucide-react';
import type { LoadingCopy } from '@/components/loading-overlay/loading-overlay-context';

/** The five workspace tabs, in order (spec §2), with the overlay text each shows while it works. */
export const workspaceTabs = [
  {
    id: 'script',
    label: 'Script Writing',
    shortLabel: 'Script',
    icon: FileText,
    summary: 'Turn a topic into a ready-to-record video script, with an optional AI voiceover.',
    loading: { title: 'Generating Script...', message: 'Writing your video script' },
  },
  {
    id: 'seo',
    label: 'SEO Optimization',
    shortLabel: 'SEO',
    icon: Search,
    summary: 'Score your content and get titles, a description and tags that help it get found.',
    loading: { title: 'Analyzing Content...', message: 'Optimizing your content for search' },
  },
  {
    id: 'images',
    label: 'Image Generation',
    shortLabel: 'Images',
    icon: Image,
    summary: 'Create images in many artistic styles with professional lighting and composition controls.',
    loading: { title: 'Generating Images...', message: 'Creating your images' },
  },
  {
    id: 'chat',
    label: 'Advanced Chat',
    shortLabel: 'Chat',
    icon: MessagesSquare,
    summary: 'Brainstorm story ideas, script prompts and ad copy with a realtime AI assistant.',
    loading: {},
  },
  {
    id: 'gallery',
    label: 'My Gallery',
    shortLabel: 'Gallery',
    icon: Images,
    summary: 'Browse, search and download every image you have generated.',
    loading: {},
  },
] as const satisfies ReadonlyArray<{
  id: string;
  label: string;
  /** What narrow screens show; the accessible name stays `label`. */
  shortLabel: string;
  icon: LucideIcon;
  summary: string;
  loading: LoadingCopy;
}>;

export type WorkspaceTabId = (typeof workspaceTabs)[number]['id'];
