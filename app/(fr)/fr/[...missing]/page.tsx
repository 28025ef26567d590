import { notFound } from "next/navigation";
import { notFoundMetadata } from "@/lib/seo/metadata";

export const metadata = notFoundMetadata("fr");

// Any /fr/... address no French page answers: the French 404 (app/(fr)/not-found.tsx), in French,
// rather than the site-wide English one.
export default function MissingFrenchPage() {
  notFound();
}
