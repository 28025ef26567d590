"use client";

import { buttonStyles, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { trackEvent } from "@/lib/client/analytics";
import { loadDemoDialog, useDemoDialog } from "./demo-dialog-provider";

type TrackArgs = Parameters<typeof trackEvent>;

// Any button on the site that opens the demo-request dialog. `cta` is stored with the request.
export function DemoButton({
  cta,
  event,
  variant,
  size,
  className,
  children,
}: {
  cta: string;
  event?: TrackArgs;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: React.ReactNode;
}) {
  const { openDemo } = useDemoDialog();
  return (
    <button
      type="button"
      className={buttonStyles({ variant, size, className })}
      // Start fetching the dialog's code as soon as the visitor shows intent.
      onPointerEnter={loadDemoDialog}
      onFocus={loadDemoDialog}
      onClick={() => {
        // Every call to action, the funnel's second step (docs/analytics.md), besides its own event.
        trackEvent("cta_click", "conversion", cta);
        if (event) trackEvent(...event);
        openDemo(cta);
      }}
    >
      {children}
    </button>
  );
}
