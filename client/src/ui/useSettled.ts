import { useEffect, useState } from "react";

/** `value` once it has stopped changing for `delay` ms; the setter settles it at once (Enter in a search). */
export function useSettled<T>(value: T, delay: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return [settled, setSettled];
}
