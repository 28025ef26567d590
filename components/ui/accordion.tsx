"use client";

import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { useState } from "react";

// One item open at a time, and the open one can be closed again (spec section 4). Radix keeps the
// state, the buttons and their keyboard; each answer is a plain region, in the server HTML for
// crawlers and find-in-page and hidden while closed. Radix's own panel renders a closed answer empty
// unless force-mounted, and force-mounted it measures every panel as the page hydrates (for a
// height animation this site does not use): a forced layout and a second render per answer.
export function Accordion({
  items,
  idPrefix,
}: {
  items: { question: string; answer: string }[];
  idPrefix: string;
}) {
  const [open, setOpen] = useState("");
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-ink-700 rounded-card border border-ink-700 bg-ink-900/80"
    >
      {items.map((item, i) => {
        const value = `${idPrefix}-${i}`;
        return (
          <AccordionPrimitive.Item key={item.question} value={value}>
            <AccordionPrimitive.Header asChild>
              <h3>
                <AccordionPrimitive.Trigger
                  id={`${value}-question`}
                  aria-controls={`${value}-answer`}
                  className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:text-brand-200 sm:px-6"
                >
                  {item.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-fg-subtle transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </AccordionPrimitive.Trigger>
              </h3>
            </AccordionPrimitive.Header>
            <div
              id={`${value}-answer`}
              role="region"
              aria-labelledby={`${value}-question`}
              hidden={open !== value}
              className="px-5 pb-5 leading-relaxed text-fg-muted sm:px-6"
            >
              {item.answer}
            </div>
          </AccordionPrimitive.Item>
        );
      })}
    </AccordionPrimitive.Root>
  );
}
