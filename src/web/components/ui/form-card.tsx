import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { cn } from '@/lib/cn';

type FormCardProps = {
  title: string;
  description: string;
  /** Runs instead of the browser's submit, so the page never reloads; the tool checks its own fields. */
  onSubmit: () => void;
  /** Overrides the form's spacing (default `grid gap-4`). */
  className?: string;
  children: ReactNode;
};

/** A tool's input form in a titled card (script writing, SEO, image generation). */
export function FormCard({ title, description, onSubmit, className, children }: FormCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className={cn('grid gap-4', className)}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      </CardContent>
    </Card>
  );
}
