import * as ToastPrimitives from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Toasts stay 5 s by default and can be swiped away after 50 px (spec §9); F8 focuses them. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider(props: ComponentProps<typeof ToastPrimitives.Provider>) {
  const { t } = useTranslation();
  return (
    <ToastPrimitives.Provider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={t('toast.label')} {...props} />
  );
}

/**
 * Where toasts appear: just below the 4rem sticky header, at the top right on wide
 * screens and across the top on phones. There they cover headings and banners, never the header's
 * buttons or the controls a tab puts at the bottom of the screen (voice select, Generate Voiceover,
 * downloads), which the old bottom-right corner did.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitives.Viewport>) {
  const { t } = useTranslation();
  return (
    <ToastPrimitives.Viewport
      data-slot="toast-viewport"
      label={t('toast.viewport')}
      className={cn(
        'fixed top-16 right-0 z-[100] flex max-h-[calc(100dvh-4rem)] w-full flex-col gap-2 px-3 py-2 outline-none sm:p-4 md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-9 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out data-[swipe=end]:animate-toast-out',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'destructive border-red-700 bg-red-700 text-white',
        success: 'border-emerald-700 bg-emerald-700 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitives.Root data-slot="toast" className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-current/30 bg-transparent px-3 text-sm font-medium transition-colors hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none group-[.destructive]:hover:bg-white/10',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  const { t } = useTranslation();
  return (
    <ToastPrimitives.Close
      data-slot="toast-close"
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none',
        className,
      )}
      toast-close=""
      aria-label={t('toast.close')}
      {...props}
    >
      <X className="size-4" aria-hidden />
    </ToastPrimitives.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title data-slot="toast-title" className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description data-slot="toast-description" className={cn('text-sm opacity-95', className)} {...props} />;
}

export type ToastActionElement = ReactElement<typeof ToastAction>;
