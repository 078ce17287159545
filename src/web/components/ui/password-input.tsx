import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from './input';
import { cn } from '@/lib/cn';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Words for the toggle's accessible name: "Show {label}" / "Hide {label}". */
  toggleLabel?: string;
};

/** A password field with a show/hide toggle. */
export function PasswordInput({ className, toggleLabel, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={t(visible ? 'passwordInput.hide' : 'passwordInput.show', { what: toggleLabel ?? t('passwordInput.password') })}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        <Icon className="size-4" aria-hidden />
      </button>
    </div>
  );
}
