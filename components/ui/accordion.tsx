"use client";

import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";

// One item open at a time, and the open one can be closed again (spec section 4).
export function Accordion({
  items,
  idPrefix,
}: {
  items: { question: string; answer: string }[];
  idPrefix: string;
}) {
  return (
    <AccordionPrimitive.Root type="single" collapsible className="divide-y divide-ink-700 rounded-card border border-ink-700 bg-ink-900/80">
      {items.map((item, i) => (
        <AccordionPrimitive.Item key={item.question} value={`${idPrefix}-${i}`}>
          <AccordionPrimitive.Header asChild>
            <h3>
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:text-brand-200 sm:px-6">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-fg-subtle transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </AccordionPrimitive.Trigger>
            </h3>
          </AccordionPrimitive.Header>
          {/* Mounted while closed (hidden by CSS), so every answer is in the server HTML for crawlers
              and find-in-page; Radix alone renders a closed panel empty. */}
          <AccordionPrimitive.Content forceMount className="px-5 pb-5 leading-relaxed text-fg-muted data-[state=closed]:hidden sm:px-6">
            {item.answer}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
