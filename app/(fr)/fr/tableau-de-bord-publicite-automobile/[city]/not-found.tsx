import { CityNotFoundPage } from "@/components/pages/city-page";

export default function NotFound() {
  return <CityNotFoundPage locale="fr" />;
}
