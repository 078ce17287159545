import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissStaleErrors, useToast } from './use-toast';

export function Toaster() {
  const { toasts } = useToast();
  // A route change closes the error toasts the previous page raised: they describe a form that is
  // gone. The toaster mounts with the first toast and stays; its first sweep also
  // catches a route change made while it was loading.
  const [pathname] = useLocation();
  useEffect(() => dismissStaleErrors(pathname), [pathname]);
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, actionButton, raisedOn: _page, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          {actionButton && (
            <ToastAction altText={actionButton.altText} onClick={actionButton.onClick}>
              {actionButton.label}
            </ToastAction>
          )}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
