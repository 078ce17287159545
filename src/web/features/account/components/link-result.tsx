import { CircleAlert, CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** What following an e-mailed link came to: a mark, the words, and where to go next. */
export function LinkResult({
  tone,
  message,
  next,
  icon,
}: {
  tone: 'success' | 'error';
  message: ReactNode;
  next: { href: string; label: string };
  icon?: LucideIcon;
}) {
  const Icon = icon ?? (tone === 'success' ? CircleCheck : CircleAlert);
  return (
    <div className="grid justify-items-center gap-5 text-center">
      <span
        aria-hidden
        className={cn(
          'flex size-12 items-center justify-center rounded-full',
          tone === 'success' ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger',
        )}
      >
        <Icon className="size-6" />
      </span>
      <p role={tone === 'success' ? 'status' : 'alert'} className="text-[0.9375rem] leading-relaxed">
        {message}
      </p>
      <Button asChild variant="brand" size="lg" className="w-full">
        <Link href={next.href}>{next.label}</Link>
      </Button>
    </div>
  );
}
