// Toasts without sonner in every page's first load: the toaster and sonner's code load the first
// time something is announced (a form result, a copied link).
type Kind = "success" | "error";

let mountToaster: (() => void) | undefined;
let mounted: Promise<void> | undefined;
let markMounted: (() => void) | undefined;

// Called by <AppToaster /> with a function that renders sonner's <Toaster />.
export function registerToaster(mount: () => void): () => void {
  mountToaster = mount;
  return () => {
    mountToaster = undefined;
  };
}

// Called by <AppToaster /> once the <Toaster /> is subscribed to new toasts.
export function toasterMounted(): void {
  markMounted?.();
}

function ensureMounted(): Promise<void> {
  mounted ??= new Promise<void>((resolve) => {
    markMounted = resolve;
    mountToaster?.();
  });
  return mounted;
}

export async function notify(kind: Kind, title: string, description?: string): Promise<void> {
  const [{ toast }] = await Promise.all([import("sonner"), ensureMounted()]);
  toast[kind](title, { description });
}
