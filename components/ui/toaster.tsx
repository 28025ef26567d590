"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { registerToaster, toasterMounted } from "@/lib/client/toast";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

// Rendered after <Toaster />: its effect runs once the toaster has subscribed to new toasts.
function Mounted() {
  useEffect(toasterMounted, []);
  return null;
}

// Spec section 9: one toast at a time, 5000 ms, F8 focuses the toast area, 50 px swipe threshold
// (sonner's own). The toaster mounts on the first notify() call (lib/client/toast.ts).
export function AppToaster() {
  const [active, setActive] = useState(false);
  useEffect(() => registerToaster(() => setActive(true)), []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={1} duration={5000} hotkey={["F8"]} position="bottom-center" theme="dark" richColors toastOptions={{ className: "font-sans" }} />
      <Mounted />
    </Suspense>
  );
}
