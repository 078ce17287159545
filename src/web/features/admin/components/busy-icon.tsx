import type { LucideIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';

/** A button's icon, or a spinner while its request runs. */
export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? <Spinner className="size-4 text-current" /> : <Icon aria-hidden />;
}
