import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./debounce";

describe("debounce", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("calls once, after the delay, with the last arguments", () => {
    const fn = vi.fn<(value: number) => void>();
    const d = debounce(fn, 100);
    d(1);
    vi.advanceTimersByTime(60);
    d(2);
    vi.advanceTimersByTime(60);
    d(3);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(3);
  });

  it("calls again for calls after the delay has passed", () => {
    const fn = vi.fn<(value: string) => void>();
    const d = debounce(fn, 50);
    d("a");
    vi.advanceTimersByTime(50);
    d("b");
    vi.advanceTimersByTime(50);
    expect(fn.mock.calls).toEqual([["a"], ["b"]]);
  });

  it("cancel() drops the pending call", () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d();
    expect(d.pending()).toBe(true);
    d.cancel();
    expect(d.pending()).toBe(false);
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });

  it("flush() runs the pending call at once, and only once", () => {
    const fn = vi.fn<(a: number, b: number) => void>();
    const d = debounce(fn, 100);
    d(1, 2);
    d.flush();
    expect(fn).toHaveBeenCalledWith(1, 2);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(d.pending()).toBe(false);
  });

  it("flush() with nothing pending does nothing", () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d.flush();
    d();
    vi.advanceTimersByTime(100);
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("a zero delay runs on the next timer turn", () => {
    const fn = vi.fn();
    const d = debounce(fn, 0);
    d();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
