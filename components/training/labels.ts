import type { AiSelectionColumn, SampleRequest, TrainingGuide, VehicleCondition } from "@/content/training";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";

type ClosingButton = TrainingGuide["closing"]["primary"] | TrainingGuide["closing"]["secondary"];

// The guide's identifiers shown as words (a vehicle's condition, a request's scope, priority and
// status, the badge, the AI columns, the closing buttons): English shows them as they are, French
// through the ...Labels maps of content/fr/training.ts.
export function trainingLabels(locale: Locale) {
  const training = contentIn(locale, "training");
  const french = "vehicleConditionLabels" in training ? training : null;
  return {
    badge: (id: TrainingGuide["badge"]) => french?.trainingBadgeLabels[id] ?? id,
    column: (id: AiSelectionColumn["title"]) => french?.aiSelectionColumnLabels[id] ?? id,
    closing: (id: ClosingButton) => french?.trainingClosingLabels[id] ?? id,
    condition: (id: VehicleCondition) => french?.vehicleConditionLabels[id] ?? id,
    scope: (id: SampleRequest["scope"]) => french?.requestScopeLabels[id] ?? id,
    priority: (id: SampleRequest["priority"]) => french?.requestPriorityLabels[id] ?? id,
    status: (id: SampleRequest["status"]) => french?.requestStatusLabels[id] ?? id,
  };
}
