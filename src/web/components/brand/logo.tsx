import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { site } from '@/lib/site';

export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-violet-600 to-indigo-600 text-white shadow-md shadow-violet-600/30',
        className,
      )}
    >
      <Sparkles className="size-5" />
    </span>
  );
}

/** The product logo; a link home unless `href` is null. */
export function Logo({
  href = '/',
  className,
  compact = false,
}: {
  href?: string | null;
  className?: string;
  /** Only the mark below 1280 px, where the studio's header needs the room (the name stays readable to assistive technology). */
  compact?: boolean;
}) {
  const content = (
    <>
      <LogoMark />
      <span className={cn('text-lg font-bold tracking-tight whitespace-nowrap text-foreground', compact && 'sr-only xl:not-sr-only')}>
        {site.name}
      </span>
    </>
  );
  if (href === null) return <span className={cn('inline-flex items-center gap-2.5', className)}>{content}</span>;
  return (
    <Link href={href} className={cn('inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-offset-4', className)}>
      {content}
    </Link>
  );
}
