import { TrainingPage, trainingMetadata } from "@/components/pages/training-page";

export const metadata = trainingMetadata("fr");

export default function Page() {
  return <TrainingPage locale="fr" />;
}
