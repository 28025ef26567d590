import { cn } from "@/lib/utils";

export interface DateInputCopy {
  // "YYYY-MM-DD" / "AAAA-MM-JJ"
  placeholder: string;
  // "Date as YYYY-MM-DD" / « Date sous la forme AAAA-MM-JJ »
  format: string;
}

// A date typed in the account's language, whatever the browser's: the browser's own date field
// shows and reads dates in the browser's language (« 2026-12-01 » for one account, "12/01/2026" for
// another), so this is a text field for an ISO day (what the server reads), its format said in the
// account's words (the placeholder, and a description for screen readers). A server component.
export function DateInput({
  name,
  defaultValue,
  copy,
  className,
  describedBy,
  required,
}: {
  name: string;
  defaultValue?: string;
  copy: DateInputCopy;
  className?: string;
  describedBy?: string;
  required?: boolean;
}) {
  const formatId = `${name}-date-format`;
  return (
    <>
      <input
        type="text"
        name={name}
        defaultValue={defaultValue}
        inputMode="numeric"
        pattern="\d{4}-\d{2}-\d{2}"
        maxLength={10}
        autoComplete="off"
        placeholder={copy.placeholder}
        required={required}
        aria-describedby={cn(formatId, describedBy)}
        className={cn(className, "tabular-nums")}
      />
      {/* Hidden, so the label around the field does not read it into the field's name; described by it. */}
      <span id={formatId} hidden>
        {copy.format}
      </span>
    </>
  );
}
