import { toast } from '@/components/ui/use-toast';

/** A toast's title and text (the spec's problem catalogue, §5 and §8). */
export interface Problem {
  title: string;
  message: string;
}

/** Shows a problem as a destructive toast. */
export function toastProblem({ title, message }: Problem): void {
  toast({ variant: 'destructive', title, description: message });
}
