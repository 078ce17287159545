import type { ReactNode } from 'react';
import { Label } from './label';

/** A label above its control. */
export function FormField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
