import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";

// One item open at a time, and the open one can be closed again (spec section 4). Radix keeps the
// state, the buttons and their keyboard, and marks each item open or closed; each answer is a plain
// region, in the server HTML for crawlers, hidden while its item is closed. Radix's own panel renders
// a closed answer empty unless force-mounted, and force-mounted it measures every panel as the page
// hydrates (for a height animation this site does not use): a forced layout and a second render per
// answer.
export function Accordion({ items, idPrefix }: { items: { question: string; answer: string }[]; idPrefix: string }) {
  return (
    <AccordionPrimitive.Root type="single" collapsible className="divide-y divide-ink-700 rounded-card border border-ink-700 bg-ink-900/80">
      {items.map((item, i) => {
        const id = `${idPrefix}-${i}`;
        return (
          <AccordionPrimitive.Item key={item.question} value={id} className="group/item">
            <AccordionPrimitive.Header asChild>
              <h3>
                <AccordionPrimitive.Trigger
                  id={`${id}-question`}
                  aria-controls={`${id}-answer`}
                  className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:text-brand-200 sm:px-6"
                >
                  {item.question}
                  <ChevronDown className="size-5 shrink-0 text-fg-subtle transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
                </AccordionPrimitive.Trigger>
              </h3>
            </AccordionPrimitive.Header>
            <div
              id={`${id}-answer`}
              role="region"
              aria-labelledby={`${id}-question`}
              className="px-5 pb-5 leading-relaxed text-fg-muted group-data-[state=closed]/item:hidden sm:px-6"
            >
              {item.answer}
            </div>
          </AccordionPrimitive.Item>
        );
      })}
    </AccordionPrimitive.Root>
  );
}
