import { Label } from './label';
import { cn } from '@/lib/cn';

/** The look of the tools' textareas and selects (matches the Input component). */
export const fieldClass =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-sm shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-60';

interface SelectFieldProps<Option extends string> {
  id: string;
  label: string;
  value: Option;
  options: readonly Option[];
  onChange: (value: Option) => void;
  /** The text an option shows, when not its value ('disney-3d' → 'Hyper Realistic 3D Disney'). */
  optionLabel?: (option: Option) => string;
}

/** A labelled native select over a fixed list of options (spec catalogues: lengths, tones, audiences …). */
export function SelectField<Option extends string>({ id, label, value, options, onChange, optionLabel }: SelectFieldProps<Option>) {
  return (
    <div className="grid gap-2" data-slot="select-field">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={cn(fieldClass, 'h-10')} value={value} onChange={(event) => onChange(event.target.value as Option)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
    </div>
  );
}
