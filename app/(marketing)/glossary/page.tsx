import { GlossaryPage, glossaryMetadata } from "@/components/pages/glossary-page";

export const metadata = glossaryMetadata("en");

export default function Page() {
  return <GlossaryPage locale="en" />;
}
