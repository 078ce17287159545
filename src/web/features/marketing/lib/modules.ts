import { FileText, Image, MessagesSquare, Search } from 'lucide-react';

/** The four studio modules the marketing pages present (their words: the `marketing` catalogue's modules.{id}). */
export const studioModules = [
  { id: 'scriptWriting', icon: FileText },
  { id: 'seo', icon: Search },
  { id: 'images', icon: Image },
  { id: 'chat', icon: MessagesSquare },
] as const;
