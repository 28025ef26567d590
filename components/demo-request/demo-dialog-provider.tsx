"use client";

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { trackEvent } from "@/lib/client/analytics";
import type { DemoDialogCopy } from "@/lib/i18n/forms";

// The dialog's code (Radix, react-hook-form, the schema) loads on first use, not with the page.
export const loadDemoDialog = () => import("./demo-dialog");
const DemoDialog = lazy(loadDemoDialog);

interface DemoDialogContextValue {
  openDemo: (cta: string) => void;
}

const DemoDialogContext = createContext<DemoDialogContextValue | null>(null);

export function useDemoDialog(): DemoDialogContextValue {
  const context = useContext(DemoDialogContext);
  if (!context) throw new Error("useDemoDialog must be used inside <DemoDialogProvider>");
  return context;
}

// One dialog for every demo button on the page; each button names its call to action.
export function DemoDialogProvider({ copy, children }: { copy: DemoDialogCopy; children: React.ReactNode }) {
  const [state, setState] = useState<{ open: boolean; cta: string } | null>(null);
  // The funnel's third step (docs/analytics.md): the dialog opened, from which call to action.
  const openDemo = useCallback((cta: string) => {
    trackEvent("demo_dialog_open", "conversion", cta);
    setState({ open: true, cta });
  }, []);
  const value = useMemo(() => ({ openDemo }), [openDemo]);

  return (
    <DemoDialogContext.Provider value={value}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <DemoDialog copy={copy} open={state.open} cta={state.cta} onOpenChange={(open) => setState({ ...state, open })} />
        </Suspense>
      )}
    </DemoDialogContext.Provider>
  );
}
