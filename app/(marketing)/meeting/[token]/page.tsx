import { MeetingPage, meetingMetadata } from "@/components/pages/meeting-page";

export const dynamic = "force-dynamic";
export const metadata = meetingMetadata("en");

export default async function Page({ params }: PageProps<"/meeting/[token]">) {
  return <MeetingPage locale="en" token={(await params).token} />;
}
