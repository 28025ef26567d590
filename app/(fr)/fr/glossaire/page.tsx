import { GlossaryPage, glossaryMetadata } from "@/components/pages/glossary-page";

export const metadata = glossaryMetadata("fr");

export default function Page() {
  return <GlossaryPage locale="fr" />;
}
