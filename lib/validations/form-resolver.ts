import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/mini";
import { fieldErrors, issueText, type ErrorTable } from "./field-errors";

// react-hook-form's resolver for one of the site's form schemas, each issue worded from the page's
// language's table as the API words it. zodResolver would hand over the bare key, without the
// maximum a too-long text is worded with.
export function formResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodMiniType<Output, Input>,
  table: ErrorTable,
  formatNumber: (n: number) => string,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const [field, issue] of Object.entries(fieldErrors(result.error))) {
      errors[field] = { type: "validation", message: issueText(issue, table, formatNumber) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
