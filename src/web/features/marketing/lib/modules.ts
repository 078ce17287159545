import { FileText, Image, MessagesSquare, Search } from 'lucide-react';

/** The four studio modules the marketing pages present. */
export const studioModules = [
  {
    title: 'Script Writing',
    description: 'Turn a topic into a ready-to-record video script in the length and tone you choose, with an AI voiceover.',
    icon: FileText,
  },
  {
    title: 'SEO Optimization',
    description: 'Score your content and get title ideas, an optimized description and tags that help videos get found.',
    icon: Search,
  },
  {
    title: 'Image Generation',
    description: 'Create images in styles from cinematic photography to anime, with professional lighting and composition controls.',
    icon: Image,
  },
  {
    title: 'Advanced Chat',
    description: 'Brainstorm story ideas, script prompts and ad copy with a realtime assistant that can answer in your own voice.',
    icon: MessagesSquare,
  },
] as const;
