import { MeetingPage, meetingMetadata } from "@/components/pages/meeting-page";

export const dynamic = "force-dynamic";
export const metadata = meetingMetadata("fr");

export default async function Page({ params }: PageProps<"/fr/rendez-vous/[token]">) {
  return <MeetingPage locale="fr" token={(await params).token} />;
}
