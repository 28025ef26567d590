// The workspace's form controls, one definition each (inputs and selects sit beside these buttons).
export const staffField = "h-10 w-full min-w-0 rounded-control bg-ink-800 px-2.5 text-sm ring-1 ring-ink-600";
export const staffButton = "h-10 rounded-control bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-60";
// The one action that changes the public site (Publish), apart from the others.
export const staffPublishButton = "h-10 rounded-control bg-success-400 px-4 text-sm font-semibold text-ink-950 hover:bg-success-400/90 disabled:opacity-60";
