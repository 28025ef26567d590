import { ContactPage, contactMetadata } from "@/components/pages/contact-page";

export const metadata = contactMetadata("fr");

export default function Page() {
  return <ContactPage locale="fr" />;
}
