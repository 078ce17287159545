import { useEffect, useRef } from 'react';
import type { PlanId } from '@shared/catalog/plans';
import type { PlanResponse } from '@shared/contracts/plans';
import { PlanCard, planCardId, type PlanCardState } from './plan-card';

type PlanCardsProps = {
  plans: PlanResponse[];
  /** From ?plan=: outlined and scrolled into view once. */
  requested: PlanId | null;
  /** The subscriber's own plan: marked, not offered. */
  current?: PlanId | null;
  /** The plan whose checkout is being created; the other buttons wait. */
  settingUp: PlanId | null;
  /** Payments are off on this server (PAYMENTS=off): nothing can be bought. */
  unavailable?: boolean;
  headingLevel?: 'h2' | 'h3';
  onSubscribe: (planId: PlanId) => void;
  /** The embedded payment option, when this deployment has one. */
  onPayHere?: ((planId: PlanId) => void) | undefined;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The three plans side by side (stacked on small screens). */
export function PlanCards({
  plans,
  requested,
  current = null,
  settingUp,
  unavailable = false,
  headingLevel = 'h2',
  onSubscribe,
  onPayHere,
}: PlanCardsProps) {
  // Once, as soon as the requested card is on the page (the plans may arrive after the first render).
  const scrolledTo = useRef<PlanId | null>(null);
  useEffect(() => {
    if (!requested || scrolledTo.current === requested) return;
    const card = document.getElementById(planCardId(requested));
    if (!card) return;
    scrolledTo.current = requested;
    card.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [requested, plans]);

  const stateOf = (id: PlanId): PlanCardState => {
    if (id === current) return 'current';
    if (unavailable) return 'unavailable';
    if (settingUp === null) return 'available';
    return id === settingUp ? 'setting-up' : 'waiting';
  };

  return (
    <div className="grid gap-8 md:grid-cols-3 md:gap-6 lg:gap-8">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          state={stateOf(plan.id)}
          highlighted={plan.id === requested && plan.id !== current}
          headingLevel={headingLevel}
          onSubscribe={onSubscribe}
          onPayHere={onPayHere}
        />
      ))}
    </div>
  );
}
