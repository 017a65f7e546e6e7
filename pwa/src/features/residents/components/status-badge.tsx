import type { ResidentStatus } from '@chungcu/contracts';

// Spec section 4: default variant for active, secondary for inactive, destructive for pending.
const variants = { active: 'default', inactive: 'secondary', pending: 'destructive' } as const;

/**
 * The capitalised status badge of a resident: a plain span styled by the table (`rowStyles`), as
 * it is drawn up to a page of times per keystroke.
 */
export function StatusBadge({ status, label }: { status: ResidentStatus; label: string }) {
  const variant = variants[status];
  return (
    <span className={`rr-badge rr-badge-${variant}`} data-variant={variant}>
      {label}
    </span>
  );
}
