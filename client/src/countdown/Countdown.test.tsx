import { act, render, renderHook, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Countdown } from "./Countdown";
import { useCountdown, useNow } from "./useCountdown";

const NOW = new Date(2026, 11, 31, 23, 59, 50).getTime(); // 10 s before local midnight

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function value(unit: string): string {
  const item = screen.getByText(unit).parentElement!;
  return within(item).getByRole("definition").textContent ?? "";
}

describe("useCountdown", () => {
  it("ticks every second and stops at zero", () => {
    const target = new Date(2027, 0, 1).getTime();
    const { result } = renderHook(() => useCountdown(target));
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 10 });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(9);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.seconds).toBe(6);

    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(vi.getTimerCount()).toBe(0); // stopped ticking once past
  });

  it("is zeros without a target and sets no timer", () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its interval on unmount", () => {
    const { unmount } = renderHook(() => useCountdown(NOW + 60_000));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("follows a new target", () => {
    const { result, rerender } = renderHook(({ t }) => useCountdown(t), { initialProps: { t: NOW + 5000 } });
    expect(result.current.seconds).toBe(5);
    rerender({ t: NOW + 2 * 3600_000 });
    expect(result.current).toEqual({ days: 0, hours: 2, minutes: 0, seconds: 0 });
    expect(vi.getTimerCount()).toBe(1);
  });
});

describe("useNow", () => {
  it("ticks while active and stops when not", () => {
    const { result, rerender } = renderHook(({ on }) => useNow(on), { initialProps: { on: true } });
    expect(result.current).toBe(NOW);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(NOW + 2000);
    rerender({ on: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("<Countdown>", () => {
  it("shows labelled days, hours, minutes and seconds and ticks", () => {
    const target = NOW + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 10_000;
    render(<Countdown targetMs={target} label="Group starts in" />);
    expect(value("Days")).toBe("02");
    expect(value("Hours")).toBe("03");
    expect(value("Minutes")).toBe("04");
    expect(value("Seconds")).toBe("10");
    const timer = screen.getByRole("timer", { name: "Group starts in: 2 days, 3 hours and 4 minutes" });
    expect(timer).toHaveAttribute("aria-live", "off");

    act(() => vi.advanceTimersByTime(1000));
    expect(value("Seconds")).toBe("09");
    // the accessible name only changes once a minute
    expect(screen.getByRole("timer")).toHaveAccessibleName("Group starts in: 2 days, 3 hours and 4 minutes");
  });

  it("shows zeros once past", () => {
    render(<Countdown targetMs={NOW - 1000} />);
    for (const unit of ["Days", "Hours", "Minutes", "Seconds"]) expect(value(unit)).toBe("00");
    expect(screen.getByRole("timer")).toHaveAccessibleName("Time left: no time");
  });

  it("shows zeros for a null target", () => {
    render(<Countdown targetMs={null} />);
    expect(value("Days")).toBe("00");
  });
});
