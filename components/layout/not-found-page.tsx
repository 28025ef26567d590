import { Suspense } from "react";
import { notFound } from "next/navigation";

function Missing(): never {
  notFound();
}

// A 404 answered in full by the server. notFound() thrown while the server renders leaves an empty
// error document (React's server renderer has no error boundaries, so the not-found boundary only
// takes effect in the browser); thrown inside Suspense, the server sends the fallback, `children`
// (the not-found view itself, in the page's language), with the 404 status, and the browser's
// not-found boundary then renders the same view.
export function NotFoundPage({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Missing />
    </Suspense>
  );
}
