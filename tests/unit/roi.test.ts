import { describe, expect, it } from "vitest";
import { amountProblem, calculateRoi, formatCad, formatDays, formatPercent, parseAmount, ROI_DEFAULTS, toAmount } from "@/lib/roi";

describe("ROI calculator with the spec's defaults", () => {
  const r = calculateRoi(ROI_DEFAULTS);

  it("gives a current ROI of 152% and a projected ROI of 724%", () => {
    expect(r.currentROI).toBe(152);
    expect(r.projectedROI).toBe(724);
  });

  it("computes revenue and profit from leads x rate x sale value x margin", () => {
    expect(r.currentRevenue).toBeCloseTo(787_500, 6);
    expect(r.currentProfit).toBeCloseTo(63_000, 6);
    expect(r.projectedRevenue).toBeCloseTo(1_880_628.75, 6);
    expect(r.additionalRevenue).toBeCloseTo(1_093_128.75, 6);
    expect(r.additionalProfit).toBeCloseTo(87_450.3, 6);
  });

  it("pays the $597 a month back in 0.1 days", () => {
    expect(r.paybackDays).toBe(0.1);
  });

  it("annualises the impact against the fixed $7,164 investment", () => {
    expect(r.annualRevenue).toBeCloseTo(13_117_545, 4);
    expect(r.annualProfit).toBeCloseTo(1_049_403.6, 4);
    expect(r.annualInvestment).toBe(7164);
    expect(r.netAnnualBenefit).toBeCloseTo(1_042_239.6, 4);
  });

  it("formats them as the page shows them", () => {
    expect(formatPercent(r.currentROI)).toBe("152%");
    expect(formatCad(r.additionalRevenue)).toBe("$1,093,129");
    expect(formatDays(r.paybackDays)).toBe("0.1 days");
  });
});

describe("ROI calculator edge cases", () => {
  const all = (r: ReturnType<typeof calculateRoi>) => Object.values(r).filter((v): v is number => typeof v === "number");

  it("counts empty and non-numeric input as 0", () => {
    expect(toAmount("")).toBe(0);
    expect(toAmount("  ")).toBe(0);
    expect(toAmount("abc")).toBe(0);
    expect(toAmount("12abc")).toBe(0);
    expect(toAmount("1e400")).toBe(0);
    expect(calculateRoi({ ...ROI_DEFAULTS, monthlyLeads: "" }).currentRevenue).toBe(0);
  });

  it("clamps rates to 0..100 and amounts to 0 and up", () => {
    expect(toAmount("150", 100)).toBe(100);
    expect(toAmount("-5", 100)).toBe(0);
    expect(toAmount(-25000)).toBe(0);
    expect(calculateRoi({ ...ROI_DEFAULTS, grossMargin: 250 }).currentProfit).toBe(calculateRoi({ ...ROI_DEFAULTS, grossMargin: 100 }).currentProfit);
  });

  it("never projects a conversion rate above 100%", () => {
    const r = calculateRoi({ ...ROI_DEFAULTS, leadToSaleRate: 90 });
    expect(r.projectedRevenue).toBeCloseTo(150 * 1.67 * 1 * 35000, 6);
  });

  it("shows a dash, not Infinity, for ROI without ad spend", () => {
    const r = calculateRoi({ ...ROI_DEFAULTS, monthlyAdSpend: 0 });
    expect(r.currentROI).toBeNull();
    expect(r.projectedROI).toBeNull();
    expect(formatPercent(r.currentROI)).toBe("—");
  });

  it("shows a dash for the payback period when there is no additional profit", () => {
    for (const inputs of [
      { ...ROI_DEFAULTS, grossMargin: 0 },
      { ...ROI_DEFAULTS, monthlyLeads: 0 },
      { ...ROI_DEFAULTS, leadToSaleRate: "" },
    ]) {
      expect(calculateRoi(inputs).paybackDays).toBeNull();
    }
    expect(formatDays(null)).toBe("—");
  });

  it("never returns NaN, Infinity or negative zero, whatever the input", () => {
    const samples = ["", "0", "-0", "abc", "NaN", "Infinity", "-1", "0.0001", "1e308", "99.9", "100", "101"];
    for (const a of samples) {
      for (const b of samples) {
        const r = calculateRoi({ monthlyAdSpend: a, monthlyLeads: b, leadToSaleRate: a, averageSaleValue: b, grossMargin: b });
        for (const n of all(r)) {
          expect(Number.isFinite(n)).toBe(true);
          expect(Object.is(n, -0)).toBe(false);
        }
      }
    }
  });

  it("formats a negative ROI and zero money without a minus zero", () => {
    expect(calculateRoi({ ...ROI_DEFAULTS, grossMargin: 1 }).currentROI).toBe(-68);
    expect(formatCad(-0.2)).toBe("$0");
  });
});

describe("ROI calculator fields, typed in either language", () => {
  it("reads a decimal comma and a decimal point alike: « 7,5 » and 7.5 are 7.5, never 75", () => {
    expect(parseAmount("7,5")).toBe(7.5);
    expect(parseAmount("7.5")).toBe(7.5);
    expect(parseAmount(" 7,5 % ")).toBe(7.5);
    expect(parseAmount("0,25")).toBe(0.25);
    expect(calculateRoi({ ...ROI_DEFAULTS, grossMargin: "7,5" })).toEqual(calculateRoi({ ...ROI_DEFAULTS, grossMargin: 7.5 }));
  });

  it("reads thousands grouped with spaces (plain, no-break, narrow) or English commas", () => {
    expect(parseAmount("1 000")).toBe(1000);
    expect(parseAmount("28\u00a0000\u00a0$")).toBe(28000);
    expect(parseAmount("1\u202f250\u202f000")).toBe(1_250_000);
    expect(parseAmount("1,000")).toBe(1000);
    expect(parseAmount("$12,500.50")).toBe(12500.5);
    expect(parseAmount("12.500,50")).toBe(12500.5);
    expect(toAmount("25 000")).toBe(25000);
  });

  it("says when a field is not a number (empty included) or out of range, and reads garbage as nothing", () => {
    for (const garbage of ["", "  ", "abc", "7,5,5", "12abc", "1e3", "--5", "7..5"]) {
      expect(parseAmount(garbage), garbage).toBeNull();
      expect(amountProblem(garbage), garbage).toBe("notNumber");
    }
    expect(amountProblem("150", 100)).toBe("outOfRange");
    expect(amountProblem("-5")).toBe("outOfRange");
    expect(amountProblem("7,5", 100)).toBeNull();
    expect(amountProblem("100", 100)).toBeNull();
  });

  it("writes a negative result with the minus sign in French, and « −99 % »", () => {
    expect(formatPercent(-99, "fr")).toBe("\u221299\u00a0%");
    expect(formatCad(-6914, "fr")).toBe("\u22126\u00a0914\u00a0$");
    expect(formatCad(-6914, "en")).toBe("-$6,914");
  });
});
