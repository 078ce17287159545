import { useId } from 'react';
import { cn } from '@/lib/cn';

/** A named choice among a few options, as radio buttons drawn side by side (arrow keys move between them). */
export function OptionGroup<Option extends string>({
  legend,
  value,
  options,
  labels,
  onChange,
  className,
}: {
  legend: string;
  value: Option;
  options: readonly Option[];
  labels: Record<Option, string>;
  onChange: (value: Option) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('grid min-w-0 gap-2', className)}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => (
          <label key={option} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex h-9 items-center rounded-md border px-3 text-sm transition-colors hover:bg-accent peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/60',
                value === option ? 'border-primary bg-primary/10 font-medium text-foreground' : 'border-border text-muted-foreground',
              )}
            >
              {labels[option]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
