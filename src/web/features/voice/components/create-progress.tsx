/** The simulated progress while a profile is created (spec §4). */
export function CreateProgress({ value }: { value: number }) {
  return (
    <div className="grid gap-1.5">
      <div
        role="progressbar"
        aria-label="Creating voice profile"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${value}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">Analyzing your sample and creating the profile… {value}%</p>
    </div>
  );
}
