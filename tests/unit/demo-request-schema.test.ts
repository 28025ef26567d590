import { describe, expect, it } from "vitest";
import { demoRequestSchema } from "@/lib/validations/demo-request";
import { fieldErrorsIn } from "@/lib/i18n/forms";
import { fieldErrors } from "@/lib/validations/field-errors";

const valid = { name: "Sarah Tremblay", email: "sarah@mapleleafmotors.ca", company: "Maple Leaf Motors" };

function errorsFor(input: unknown) {
  const result = demoRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrorsIn("en", fieldErrors(result.error));
}

describe("demo request schema", () => {
  it("accepts a complete request and trims every string", () => {
    const result = demoRequestSchema.safeParse({
      name: "  Sarah Tremblay ",
      email: " sarah@mapleleafmotors.ca ",
      company: " Maple Leaf Motors ",
      phone: " 416-555-0199 ",
      message: " Three rooftops in the GTA. ",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: "Sarah Tremblay",
      email: "sarah@mapleleafmotors.ca",
      company: "Maple Leaf Motors",
      phone: "416-555-0199",
      message: "Three rooftops in the GTA.",
    });
  });

  it("accepts a request without phone and message", () => {
    expect(demoRequestSchema.safeParse(valid).success).toBe(true);
  });

  it("rejects a one-character name with the spec's message", () => {
    expect(errorsFor({ ...valid, name: "S" })).toEqual({ name: "Name must be at least 2 characters" });
  });

  it("counts the name's length after trimming", () => {
    expect(errorsFor({ ...valid, name: "  S  " })).toEqual({ name: "Name must be at least 2 characters" });
  });

  it("rejects an invalid email with the spec's message", () => {
    for (const email of ["sarah", "sarah@", "@example.ca", "sarah@example", "sa rah@example.ca", ""]) {
      expect(errorsFor({ ...valid, email })).toEqual({ email: "Please enter a valid email address" });
    }
  });

  it("rejects a one-character company with the spec's message", () => {
    expect(errorsFor({ ...valid, company: "M" })).toEqual({ company: "Company name must be at least 2 characters" });
  });

  it("gives every required field its message when the body is empty", () => {
    expect(errorsFor({})).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      company: "Company name must be at least 2 characters",
    });
  });

  it("gives the field's message when a value is not a string", () => {
    expect(errorsFor({ ...valid, name: 42 })).toEqual({ name: "Name must be at least 2 characters" });
  });

  it("rejects overlong values with a length message", () => {
    expect(errorsFor({ ...valid, name: "x".repeat(101) })).toEqual({ name: "Must be at most 100 characters" });
    expect(errorsFor({ ...valid, message: "x".repeat(5001) })).toEqual({ message: "Must be at most 5000 characters" });
  });
});
