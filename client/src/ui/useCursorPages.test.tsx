import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCursorPages, useStepBackFromEmptyPage } from "./useCursorPages";

describe("useCursorPages", () => {
  it("Next pushes the shown page's end cursor, Previous pops it", () => {
    const { result } = renderHook(() => useCursorPages("all"));
    expect(result.current).toMatchObject({ page: 1, after: null });
    act(() => result.current.goToPage(2, { hasNextPage: true, endCursor: "c1" }));
    expect(result.current).toMatchObject({ page: 2, after: "c1" });
    act(() => result.current.goToPage(3, { hasNextPage: true, endCursor: "c2" }));
    expect(result.current).toMatchObject({ page: 3, after: "c2" });
    act(() => result.current.goToPage(2, undefined));
    expect(result.current).toMatchObject({ page: 2, after: "c1" });
  });

  it("stays put when there is no next page, and on Previous from the first", () => {
    const { result } = renderHook(() => useCursorPages("all"));
    act(() => result.current.goToPage(2, { hasNextPage: false, endCursor: "c1" }));
    act(() => result.current.goToPage(2, undefined));
    act(() => result.current.goToPage(0, undefined));
    expect(result.current).toMatchObject({ page: 1, after: null });
  });

  it("a new filter starts again from page 1", () => {
    const { result, rerender } = renderHook(({ key }) => useCursorPages(key), { initialProps: { key: "a" } });
    act(() => result.current.goToPage(2, { hasNextPage: true, endCursor: "c1" }));
    rerender({ key: "b" });
    expect(result.current).toMatchObject({ page: 1, after: null });
  });

  it("a later page that comes back empty steps back; the first page stays", () => {
    const { result, rerender } = renderHook(
      ({ empty }) => {
        const pages = useCursorPages("all");
        useStepBackFromEmptyPage(pages, empty);
        return pages;
      },
      { initialProps: { empty: false } },
    );
    act(() => result.current.goToPage(2, { hasNextPage: true, endCursor: "c1" }));
    rerender({ empty: true });
    expect(result.current).toMatchObject({ page: 1, after: null });
    rerender({ empty: true });
    expect(result.current.page).toBe(1);
  });
});
