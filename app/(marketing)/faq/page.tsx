import Link from "next/link";
import { OpenChatButton } from "@/components/chat/open-chat-button";
import { FaqExplorer } from "@/components/faq/faq-explorer";
import { PageHeader } from "@/components/layout/page-header";
import { buttonStyles } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { faqGroups, faqSidebarCategories, supportCards } from "@/content/faq";
import { JsonLd } from "@/components/seo/json-ld";
import { constructMetadata } from "@/lib/seo/metadata";
import { faqPage } from "@/lib/seo/structured-data";

export const metadata = constructMetadata({
  title: "Frequently Asked Questions",
  description:
    "Answers on getting started, features, pricing, billing, implementation and security for Torque Analytics, the marketing ROI platform for Canadian dealers.",
  path: "/faq",
});

export default function FaqPage() {
  return (
    <>
      <JsonLd data={faqPage(faqGroups.flatMap((g) => g.questions))} />
      <PageHeader
        path="/faq"
        eyebrow="FAQ"
        title="Frequently asked questions"
        subtitle="Setup, features, billing and data security, answered plainly. Can't find yours? A person replies within 24 hours."
      />
      <Container className="grid gap-10 py-16 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="FAQ categories" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-semibold tracking-widest text-fg-subtle uppercase">Categories</p>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {faqSidebarCategories.map((c) => (
              <li key={c.label}>
                <Link
                  href={c.href}
                  className="block rounded-control px-3 py-2 text-sm text-fg-muted ring-1 ring-ink-700 hover:bg-ink-800 hover:text-fg lg:ring-0"
                >
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FaqExplorer groups={faqGroups} />
      </Container>
      <section id="support" className="border-t border-ink-700 bg-ink-900/40 py-20">
        <Container>
          <h2 className="text-h2 font-bold">Still have a question?</h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {supportCards.map((card) => (
              <li key={card.title}>
                <Card className="flex h-full flex-col">
                  <Icon name={card.icon} className="size-6 text-brand-300" />
                  <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-fg-muted">{card.text}</p>
                  <div className="mt-5">
                    {card.action.href ? (
                      <a href={card.action.href} className={buttonStyles({ variant: "secondary", size: "sm" })}>
                        {card.action.label}
                      </a>
                    ) : (
                      <OpenChatButton>{card.action.label}</OpenChatButton>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
