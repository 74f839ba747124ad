import { useState, type ReactNode } from 'react';
import { VisitContext } from '../../src/ui/shell';

/** What App gives its page: a visit of its own (toasts, drafts, sends), made afresh for each render as for each App. */
export function Visit({ children }: { children: ReactNode }) {
  const [visit] = useState(() => new Map<string, unknown>());
  return <VisitContext value={visit}>{children}</VisitContext>;
}
