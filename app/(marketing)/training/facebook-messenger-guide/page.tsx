import { TrainingPage, trainingMetadata } from "@/components/pages/training-page";

export const metadata = trainingMetadata("en");

export default function Page() {
  return <TrainingPage locale="en" />;
}
