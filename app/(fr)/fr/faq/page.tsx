import { FaqPage, faqMetadata } from "@/components/pages/faq-page";

export const metadata = faqMetadata("fr");

export default function Page() {
  return <FaqPage locale="fr" />;
}
