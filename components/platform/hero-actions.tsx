import { DemoButton } from "@/components/demo-request/demo-button";

// The buttons under a platform page's title. Recorded as `cta` and `${cta}-secondary`.
export function HeroActions({ primary, secondary, cta }: { primary: string; secondary?: string; cta: string }) {
  return (
    <div className="mt-9 flex flex-col gap-3 sm:flex-row">
      <DemoButton cta={cta} variant="gold" size="lg">
        {primary}
      </DemoButton>
      {secondary && (
        <DemoButton cta={`${cta}-secondary`} variant="secondary" size="lg">
          {secondary}
        </DemoButton>
      )}
    </div>
  );
}
