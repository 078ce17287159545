import { useLocation } from 'wouter';
import { pagePaths } from '@shared/routes';
import { Button, type ButtonProps } from '@/components/ui/button';
import { startLocalTrial } from '../lib/local-trial';

/** 'Start Free Trial': writes the local trial record, then goes to /register (spec §2, §4 Trial). */
export function StartTrialButton({ children = 'Start Free Trial', ...props }: Omit<ButtonProps, 'onClick'>) {
  const [, setLocation] = useLocation();
  return (
    <Button
      variant="brand"
      {...props}
      onClick={() => {
        startLocalTrial();
        setLocation(pagePaths.register);
      }}
    >
      {children}
    </Button>
  );
}
