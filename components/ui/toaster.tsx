"use client";

import { Toaster } from "sonner";

// Spec section 9: one toast at a time, 5000 ms, F8 focuses the toast area, 50 px swipe threshold (sonner's own).
export function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      hotkey={["F8"]}
      position="bottom-center"
      theme="dark"
      richColors
      toastOptions={{ className: "font-sans" }}
    />
  );
}
