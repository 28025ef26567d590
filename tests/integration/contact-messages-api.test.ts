import { describe, expect, it } from "vitest";
import * as route from "@/app/api/contact-messages/route";
import { listContactMessages } from "@/lib/leads/contact-messages";
import { contactMessageSchema } from "@/lib/validations/contact-message";
import { fieldErrorsIn } from "@/lib/i18n/forms";
import { fieldErrors } from "@/lib/validations/field-errors";
import { postJson } from "../support/requests";

const valid = {
  name: "Amara Osei",
  email: "amara@northshoremazda.ca",
  subject: "Pricing for three rooftops",
  message: "We run three Mazda stores on the North Shore. What would Professional cost us?",
};

describe("contact message schema", () => {
  it("requires name, email, subject and message, each with its own message", () => {
    const result = contactMessageSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(fieldErrorsIn("en", fieldErrors(result.error!))).toEqual({
      name: "Please enter your full name",
      email: "Please enter a valid email address",
      subject: "Please enter a subject",
      message: "Please enter a message",
    });
  });

  it("defaults the inquiry type to general and accepts the six spec values", () => {
    expect(contactMessageSchema.parse(valid).inquiryType).toBe("general");
    for (const inquiryType of ["general", "sales", "demo", "support", "partnership", "press"]) {
      expect(contactMessageSchema.safeParse({ ...valid, inquiryType }).success).toBe(true);
    }
  });

  it("rejects an inquiry type outside the list", () => {
    const result = contactMessageSchema.safeParse({ ...valid, inquiryType: "complaint" });
    expect(fieldErrorsIn("en", fieldErrors(result.error!))).toEqual({ inquiryType: "Please choose an inquiry type from the list" });
  });
});

describe("POST /api/contact-messages", () => {
  it("stores a valid message with its optional fields and answers 201", async () => {
    const response = await route.POST(
      postJson("/api/contact-messages", { fillMs: 5000, ...valid, company: "North Shore Mazda", phone: "604-555-0142", inquiryType: "sales" }),
    );
    expect(response.status).toBe(201);
    expect((await listContactMessages()).find((m) => m.email === valid.email && m.inquiryType === "sales")).toMatchObject({
      ...valid,
      company: "North Shore Mazda",
      phone: "604-555-0142",
      inquiryType: "sales",
    });
  });

  it("answers 400 with field messages and stores nothing", async () => {
    const before = (await listContactMessages()).length;
    const response = await route.POST(postJson("/api/contact-messages", { fillMs: 5000, ...valid, subject: "  ", email: "nope" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { subject: "Please enter a subject", email: "Please enter a valid email address" } });
    expect(await listContactMessages()).toHaveLength(before);
  });

  it("answers 415, 413 and 400 like the demo endpoint", async () => {
    expect((await route.POST(postJson("/api/contact-messages", valid, { "content-type": "text/plain" }))).status).toBe(415);
    expect((await route.POST(postJson("/api/contact-messages", { fillMs: 5000, ...valid, message: "x".repeat(20_000) }))).status).toBe(413);
    expect((await route.POST(postJson("/api/contact-messages", "{oops"))).status).toBe(400);
  });

  it("answers 405 to GET", async () => {
    expect(route.GET().status).toBe(405);
  });
});
