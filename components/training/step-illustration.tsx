import type { TrainingIllustration } from "@/content/training";
import type { Locale } from "@/lib/i18n/locale";
import { DealershipPickerScreen } from "./dealership-picker-screen";
import { NewVehiclesScreen } from "./new-vehicles-screen";
import { RequestCenterScreen } from "./request-center-screen";
import { RequestListScreen } from "./request-list-screen";
import { RequestTypeScreen } from "./request-type-screen";
import { UsedSubprimeScreen } from "./used-subprime-screen";

const screens: Record<TrainingIllustration, (props: { locale: Locale }) => React.ReactNode> = {
  "request-center": RequestCenterScreen,
  "request-type": RequestTypeScreen,
  "dealership-picker": DealershipPickerScreen,
  "new-vehicles": NewVehiclesScreen,
  "used-subprime": UsedSubprimeScreen,
  "request-list": RequestListScreen,
};

// The sample screen drawn next to each step of the guide, in the page's language.
export function StepIllustration({ name, locale }: { name: TrainingIllustration; locale: Locale }) {
  const Screen = screens[name];
  return <Screen locale={locale} />;
}
