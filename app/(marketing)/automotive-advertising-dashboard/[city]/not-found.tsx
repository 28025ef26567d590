import { NotFoundMessage } from "@/components/layout/not-found-message";

export default function CityNotFound() {
  return <NotFoundMessage title="City page not found" text="We don't have a market page for that city yet." />;
}
